import { DatesProvider } from "@mantine/dates";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** dayjs's name for each interface language, and its locale file, loaded when the language is first shown. */
const DAYJS: Record<string, { name: string; load?: () => Promise<unknown> }> = {
  en: { name: "en" },
  ar: { name: "ar", load: () => import("dayjs/locale/ar") },
  zh: { name: "zh-cn", load: () => import("dayjs/locale/zh-cn") },
  es: { name: "es", load: () => import("dayjs/locale/es") },
  vi: { name: "vi", load: () => import("dayjs/locale/vi") },
};

/**
 * Mantine's date pickers in the interface's language (issue 17): month and weekday names, and the calendar's labels,
 * come from dayjs's locale for it, loaded the first time that language is shown. English until it is in.
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const wanted = DAYJS[i18n.language] ?? DAYJS.en!;
  const [ready, setReady] = useState<string>("en");
  useEffect(() => {
    let live = true;
    void (wanted.load?.() ?? Promise.resolve()).then(() => live && setReady(wanted.name));
    return () => {
      live = false;
    };
  }, [wanted]);
  return <DatesProvider settings={{ locale: ready }}>{children}</DatesProvider>;
}
