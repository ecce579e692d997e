import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { type CommissionDetail, commissionDisputeBody } from "@pp/shared";
import { IconMessageReport } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { localSchemaResolver } from "../../../lib/form-resolver";
import { useDisputeCommission } from "../api/commission-actions";
import type { paymentsStrings } from "../strings";

/** "Dispute this commission" opens a reason box; sending it (a second, deliberate click) moves the record to Disputed. */
export function DisputeForm({ record }: { record: CommissionDetail }) {
  const { t } = useTranslation();
  const d = (key: keyof typeof paymentsStrings.paymentsPage.dispute) => t(`paymentsPage.dispute.${key}`);
  const [open, setOpen] = useState(false);
  const dispute = useDisputeCommission(record.id, record.updated_at);
  const form = useForm({
    initialValues: { reason: "" },
    validate: localSchemaResolver(commissionDisputeBody),
  });
  const fieldErrors = isApiError(dispute.error) && Object.keys(dispute.error.fieldErrors).length > 0;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dispute-heading">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: "1 1 16rem" }}>
          <Title order={3} size="h5" id="dispute-heading">
            {d("heading")}
          </Title>
          <Text size="sm" c="dimmed">
            {d("help")}
          </Text>
        </div>
        {!open ? (
          <Button
            variant="default"
            color="red"
            leftSection={<IconMessageReport size={16} aria-hidden />}
            onClick={() => setOpen(true)}
          >
            {d("open")}
          </Button>
        ) : null}
      </Group>
      {open ? (
        <form
          noValidate
          onSubmit={form.onSubmit(async (v) => {
            const body = commissionDisputeBody.parse(v);
            // Awaited rather than per-call callbacks: a disputed record no longer shows this form (it unmounts).
            try {
              const detail = await dispute.mutateAsync(body.reason);
              notifications.show({ color: "teal", message: t("paymentsPage.dispute.done", { id: detail.id }) });
              form.reset();
              setOpen(false);
            } catch (error) {
              if (isApiError(error)) form.setErrors(error.firstFieldErrors());
            }
          })}
        >
          <Stack gap="sm" mt="sm">
            <Textarea
              label={d("reason")}
              placeholder={d("reasonPlaceholder")}
              withAsterisk
              autosize
              minRows={3}
              maxRows={8}
              data-autofocus
              {...form.getInputProps("reason")}
            />
            {dispute.isError && !fieldErrors ? (
              <Alert color="red" role="alert">
                {errorMessage(dispute.error, d("failed"))}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  setOpen(false);
                  form.reset();
                  dispute.reset();
                }}
              >
                {d("cancel")}
              </Button>
              <Button type="submit" color="red.8" loading={dispute.isPending}>
                {d("submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Paper>
  );
}
