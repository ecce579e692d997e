import { Box, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCash, IconSchool, IconWorld } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./marketing-panel.module.css";

const features = [
  { key: "students", Icon: IconSchool },
  { key: "destinations", Icon: IconWorld },
  { key: "commission", Icon: IconCash },
] as const;

/** The product's pitch beside the sign-in forms; hidden below 992 px. */
export function MarketingPanel() {
  const { t } = useTranslation();
  return (
    <Box component="aside" visibleFrom="md" className={classes.panel} aria-label={t("auth.marketing.label")}>
      <Stack gap="xl" className={classes.inner}>
        <span className={classes.eyebrow}>{t("auth.marketing.eyebrow")}</span>
        <Title order={2} className={classes.title}>
          {t("auth.marketing.tagline")}
        </Title>
        <Text size="lg" opacity={0.9}>
          {t("auth.marketing.body")}
        </Text>
        <Stack gap="md" component="ul" className={classes.features}>
          {features.map(({ key, Icon }) => (
            <li key={key} className={classes.feature}>
              <ThemeIcon size={40} radius="md" className={classes.featureIcon}>
                <Icon size={22} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{t(`auth.marketing.features.${key}.title`)}</Text>
                <Text size="sm" opacity={0.85}>
                  {t(`auth.marketing.features.${key}.body`)}
                </Text>
              </div>
            </li>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
