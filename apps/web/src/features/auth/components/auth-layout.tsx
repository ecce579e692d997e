import { Anchor, Group, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Brand } from "../../../components/brand";
import { paths } from "../../../lib/paths";
import classes from "./auth-layout.module.css";
import { MarketingPanel } from "./marketing-panel";

/** The public pages' frame: the form on the left, the marketing panel on wide screens (992 px and up). */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <main className={classes.main}>
        <Anchor component={Link} to={paths.login.href()} underline="never" c="inherit" w="fit-content">
          <Brand />
        </Anchor>
        <div className={wide ? `${classes.content} ${classes.wide}` : classes.content}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: "xl" }}>
            {children}
          </Paper>
        </div>
        <Group component="footer" justify="center" gap="md" className={classes.footer}>
          <Text inherit>{t("common.copyright", { year: new Date().getFullYear() })}</Text>
          <Anchor component={Link} to={paths.terms.href()} inherit c="dimmed">
            {t("legal.terms.short")}
          </Anchor>
          <Anchor component={Link} to={paths.privacy.href()} inherit c="dimmed">
            {t("legal.privacy.short")}
          </Anchor>
        </Group>
      </main>
      <MarketingPanel />
    </div>
  );
}
