import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { reasonBody } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { translateMessage } from "../../../lib/i18n/server-messages";

type Props = {
  /** Which refusal is asked for; null keeps the modal closed. */
  action: "reject" | "suspend" | null;
  name: string;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Asks for the reason of a rejection or suspension (validated with the shared schema). */
export function ReasonModal({ action, name, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { reason: "" },
    validate: (values) => {
      const r = reasonBody.safeParse(values);
      return r.success ? {} : { reason: translateMessage(r.error.issues[0]?.message ?? "") };
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal
      opened={action !== null}
      onClose={close}
      centered
      title={
        action === "reject"
          ? t("adminPartnersPage.reason.rejectTitle", { name })
          : t("adminPartnersPage.reason.suspendTitle", { name })
      }
    >
      <form noValidate onSubmit={form.onSubmit((v) => onConfirm(reasonBody.parse(v).reason))}>
        <Stack gap="md">
          <Text size="sm">
            {action === "reject" ? t("adminPartnersPage.reason.rejectBody") : t("adminPartnersPage.reason.suspendBody")}
          </Text>
          <Textarea
            label={t("adminPartnersPage.reason.label")}
            withAsterisk
            autosize
            minRows={3}
            data-autofocus
            {...form.getInputProps("reason")}
          />
          {Boolean(error) && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(error, t("adminPartnersPage.notify.failed"))}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("adminPartnersPage.reason.cancel")}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {action === "reject" ? t("adminPartnersPage.actions.reject") : t("adminPartnersPage.actions.suspend")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
