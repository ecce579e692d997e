import { Alert, Button, FileInput, Group, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { type CommissionDetail, commissionClaimFields, DOCUMENT_MAX_BYTES } from "@pp/shared";
import { IconFileUpload, IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ltrText } from "../../../components/ltr";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { translateMessage } from "../../../lib/i18n/server-messages";
import { useClaimCommission } from "../api/commission-actions";
import type { paymentsStrings } from "../strings";
import { formatBytes, INVOICE_ACCEPT, invoiceFileProblem } from "../utils/invoice-file";
import { formatMoney } from "../utils/money";
import classes from "./payments.module.css";

type Values = { invoice_number: string; note: string; file: File | null };

/** The partner's claim: invoice number, an optional note and the invoice file; the server's field errors land on the fields. */
export function ClaimForm({ record }: { record: CommissionDetail }) {
  const { t } = useTranslation();
  const c = (key: keyof typeof paymentsStrings.paymentsPage.claim) => t(`paymentsPage.claim.${key}`);
  const claim = useClaimCommission(record.id, record.updated_at);
  const size = formatBytes(DOCUMENT_MAX_BYTES);
  const form = useForm<Values>({
    initialValues: { invoice_number: "", note: "", file: null },
    validate: (v) => {
      const errors: Record<string, string> = {};
      const parsed = commissionClaimFields.safeParse({ invoice_number: v.invoice_number, note: v.note });
      if (!parsed.success)
        for (const i of parsed.error.issues) errors[String(i.path[0])] ??= translateMessage(i.message);
      const problem = invoiceFileProblem(v.file);
      if (problem) errors.file = problem === "fileSize" ? t("paymentsPage.claim.fileSize", { size }) : c(problem);
      return errors;
    },
  });
  const fieldErrors = isApiError(claim.error) && Object.keys(claim.error.fieldErrors).length > 0;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="claim-heading" className={classes.action}>
      <Title order={3} size="h5" id="claim-heading">
        {c("heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("paymentsPage.claim.help", {
          amount: record.expected_amount ? ltrText(formatMoney(record.expected_amount, record.currency)) : "—",
        })}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit(async (v) => {
          const fields = commissionClaimFields.parse({ invoice_number: v.invoice_number, note: v.note });
          // Awaited rather than per-call callbacks: a claimed record no longer shows this form (it unmounts).
          try {
            const detail = await claim.mutateAsync({
              invoice_number: fields.invoice_number,
              note: fields.note ?? null,
              file: v.file!,
            });
            notifications.show({
              color: "teal",
              message: t("paymentsPage.claim.done", {
                id: detail.id,
                invoice: detail.invoice_number ?? fields.invoice_number,
              }),
            });
            form.reset();
          } catch (error) {
            if (isApiError(error)) form.setErrors(error.firstFieldErrors());
          }
        })}
      >
        <Stack gap="sm">
          <TextInput
            label={c("invoiceNumber")}
            placeholder={c("invoicePlaceholder")}
            withAsterisk
            maxLength={60}
            {...form.getInputProps("invoice_number")}
          />
          <FileInput
            label={c("file")}
            placeholder={c("filePlaceholder")}
            description={t("paymentsPage.claim.fileHint", { size })}
            inputWrapperOrder={["label", "input", "description", "error"]}
            accept={INVOICE_ACCEPT}
            withAsterisk
            clearable
            clearButtonProps={{ "aria-label": c("removeFile") }}
            leftSection={<IconFileUpload size={16} aria-hidden />}
            {...form.getInputProps("file")}
          />
          <Textarea
            label={c("note")}
            placeholder={c("notePlaceholder")}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps("note")}
          />
          {claim.isError && !fieldErrors ? (
            <Alert color="red" role="alert">
              {errorMessage(claim.error, c("failed"))}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={claim.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              {c("submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
