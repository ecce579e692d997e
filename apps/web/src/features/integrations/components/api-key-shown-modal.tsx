import "../strings";
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import type { ApiKeyCreated } from "@pp/shared";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The header a client sends the key in (the same in every language). */
export const AUTH_HEADER = "Authorization: Bearer ";

/**
 * The new key, this once: the server keeps only its hash, so closing this modal is the last chance to copy it.
 * It closes only through its buttons (not a click outside), so the key is not lost by accident.
 */
export function ApiKeyShownModal({ created, onClose }: { created: ApiKeyCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t("integrations.apiKeys.shown.title")}
      centered
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": t("integrations.apiKeys.close") }}
    >
      {created && (
        <Stack gap="md">
          <Alert color="orange.9" variant="outline" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {t("integrations.apiKeys.shown.warning")}
          </Alert>
          <div>
            <Text size="sm" fw={600} id="new-api-key-label" mb={4}>
              {t("integrations.apiKeys.shown.label", { name: created.name })}
            </Text>
            <Code
              block
              dir="ltr"
              aria-labelledby="new-api-key-label"
              data-testid="new-api-key"
              style={{ whiteSpace: "pre-wrap", wordBreak: "break-all", userSelect: "all" }}
            >
              {created.key}
            </Code>
          </div>
          <Text size="sm" c="dimmed">
            {t("integrations.apiKeys.usage")}{" "}
            <Code dir="ltr" style={{ wordBreak: "break-all" }}>
              {AUTH_HEADER}
              {created.prefix}…
            </Code>
          </Text>
          <Group justify="space-between" gap="sm">
            <CopyButton value={created.key} timeout={3000}>
              {({ copied, copy }) => (
                <Button
                  color={copied ? "teal.9" : undefined}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  onClick={copy}
                >
                  {copied ? t("integrations.apiKeys.shown.copied") : t("integrations.apiKeys.shown.copy")}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {t("integrations.apiKeys.shown.done")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
