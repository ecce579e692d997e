import { Center, Loader, type MantineSize } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * A spinner that screen readers announce. Mantine's Loader is a <span>, where an accessible name is only allowed
 * with a role (axe: aria-prohibited-attr), so the name and the status role always come together here.
 */
export function Spinner({ label, size }: { label?: string; size?: MantineSize | number }) {
  const { t } = useTranslation();
  return <Loader size={size} role="status" aria-label={label ?? t("common.loading")} />;
}

/**
 * A page's place while its code loads: it fills the screen below the header, so the footer stays below the first
 * screen instead of showing at the bottom and then jumping down when the page arrives (a layout shift).
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="calc(100dvh - var(--header-height, 4rem))" role="status" aria-label={t("common.loading")}>
      <Loader />
    </Center>
  );
}
