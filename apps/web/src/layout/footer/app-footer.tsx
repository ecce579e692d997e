import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../lib/paths";
import classes from "./app-footer.module.css";

/** The product's name and the current year, with Help, Terms and Privacy. */
export function AppFooter() {
  const { t } = useTranslation();
  const links = [
    { to: paths.help.href(), label: t("footer.help") },
    { to: paths.terms.href(), label: t("footer.terms") },
    { to: paths.privacy.href(), label: t("footer.privacy") },
  ];
  return (
    <footer className={classes.root}>
      <Text size="sm" c="dimmed" data-testid="footer-copyright">
        {t("common.copyright", { year: new Date().getFullYear() })}
      </Text>
      <Group component="nav" gap="lg" aria-label={t("footer.label")}>
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed" className={classes.link}>
            {link.label}
          </Anchor>
        ))}
      </Group>
    </footer>
  );
}
