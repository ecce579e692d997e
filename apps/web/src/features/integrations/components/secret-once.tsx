import "../webhook-strings";
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A signing secret, shown once with a copy button (after "Add endpoint" and "Rotate secret"). */
export function SecretOnce({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("webhooks.close") }}
      opened={secret !== null}
      onClose={onClose}
      title={t("webhooks.secretTitle")}
      size="lg"
    >
      <Stack gap="sm">
        <Alert color="yellow" variant="light">
          {t("webhooks.secretOnce")}
        </Alert>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code dir="ltr" style={{ overflowWrap: "anywhere", flex: 1 }} data-testid="webhook-secret">
            {secret}
          </Code>
          <CopyButton value={secret ?? ""}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? "filled" : "light"}
                color={copied ? "teal.9" : undefined}
                leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                onClick={copy}
              >
                {copied ? t("webhooks.copied") : t("webhooks.copy")}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed" dir="ltr">
          {t("webhooks.signatureFormat")}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t("webhooks.done")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
