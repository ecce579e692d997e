import { Group, Paper, Text } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Brand } from "../../../components/brand";
import { AppAnchor } from "../../../lib/navigation";
import { publicPaths as paths } from "../../../lib/public-paths";
import classes from "./auth-layout.module.css";
import { MarketingPanel } from "./marketing-panel";

// The language menu loads after the form: it is not part of the sign-in page's first-load budget (issue 3).
const LanguageMenu = lazy(() =>
  import("../../../components/language-menu/language-menu").then((m) => ({ default: m.LanguageMenu })),
);

/** The public pages' frame: the form on the left, the marketing panel on wide screens (992 px and up). */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <main className={classes.main}>
        <Group justify="space-between" wrap="nowrap">
          <AppAnchor to={paths.login.href()} underline="never" c="inherit" w="fit-content">
            <Brand />
          </AppAnchor>
          <Suspense fallback={null}>
            <LanguageMenu size="md" />
          </Suspense>
        </Group>
        <div className={wide ? `${classes.content} ${classes.wide}` : classes.content}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: "xl" }}>
            {children}
          </Paper>
        </div>
        <Group component="footer" justify="center" gap="md" className={classes.footer}>
          <Text inherit>{t("common.copyright", { year: new Date().getFullYear() })}</Text>
          <AppAnchor to={paths.terms.href()} inherit c="dimmed">
            {t("legal.terms.short")}
          </AppAnchor>
          <AppAnchor to={paths.privacy.href()} inherit c="dimmed">
            {t("legal.privacy.short")}
          </AppAnchor>
        </Group>
      </main>
      <MarketingPanel />
    </div>
  );
}
