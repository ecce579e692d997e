import "../../auth/two-factor-strings";
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { MeData } from "@pp/shared";
import { IconCircleCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TwoFactorEnroll } from "../../auth/components/two-factor-enroll";
import { TwoFactorOffForm } from "./two-factor-off-form";

type Mode = "idle" | "enrolling" | "disabling";

/** The profile's "Two-factor sign-in" card: its state, turning it on (QR, code, recovery codes) and off. */
export function TwoFactorCard({ me }: { me: MeData }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>("idle");
  const [notice, setNotice] = useState<"on" | "off" | null>(null);
  const enabled = me.user.two_factor_enabled;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["me"] });

  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="two-factor-title">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz="lg" id="two-factor-title">
            {t("twoFactor.card.title")}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t("twoFactor.card.description")}
          </Text>
        </div>
        <Badge color={enabled ? "teal" : "gray"} variant="light">
          {enabled ? t("twoFactor.card.on") : t("twoFactor.card.off")}
        </Badge>
      </Group>
      <Stack gap="md" mt="md">
        {notice && mode === "idle" && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {notice === "on" ? t("twoFactor.card.turnedOn") : t("twoFactor.card.turnedOff")}
          </Alert>
        )}
        {mode === "enrolling" ? (
          <TwoFactorEnroll
            // On from the moment it is confirmed: the badge says so while the recovery codes show (issue 35).
            onEnabled={() => void refresh()}
            onDone={() => {
              setMode("idle");
              setNotice("on");
              void refresh();
            }}
            onCancel={() => setMode("idle")}
          />
        ) : mode === "disabling" ? (
          <TwoFactorOffForm
            onCancel={() => setMode("idle")}
            onDone={() => {
              setMode("idle");
              setNotice("off");
              void refresh();
            }}
          />
        ) : (
          <Group justify="space-between">
            <Text size="sm">{enabled ? t("twoFactor.card.statusOn") : t("twoFactor.card.statusOff")}</Text>
            {enabled ? (
              <Button variant="default" color="red" onClick={() => setMode("disabling")}>
                {t("twoFactor.card.turnOff")}
              </Button>
            ) : (
              <Button onClick={() => setMode("enrolling")}>{t("twoFactor.card.turnOn")}</Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
