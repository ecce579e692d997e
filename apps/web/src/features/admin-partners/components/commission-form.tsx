import { Alert, Button, Group, NumberInput, Paper, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { partnerCommissionBody } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { translateMessage } from "../../../lib/i18n/server-messages";
import type { AdminPartnerDetail } from "../api/get-partner";
import { useUpdateCommission } from "../api/update-commission";
import { notifySuccess } from "./notify";

type Values = { commission_rate: number | string; commission_currency: string };

const toBody = (v: Values) => ({
  commission_rate: v.commission_rate === "" ? undefined : v.commission_rate,
  commission_currency: v.commission_currency.trim() === "" ? null : v.commission_currency,
});

/** The partner's commission rate (percent of tuition) and its currency. */
export function CommissionForm({ partner }: { partner: AdminPartnerDetail }) {
  const { t } = useTranslation();
  const save = useUpdateCommission();
  const form = useForm<Values>({
    initialValues: {
      commission_rate: partner.commission_rate === null ? "" : Number(partner.commission_rate),
      commission_currency: partner.commission_currency ?? "",
    },
    validate: (values) => {
      const r = partnerCommissionBody.safeParse(toBody(values));
      if (r.success) return {};
      return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), translateMessage(i.message)]));
    },
  });
  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : {};
  const submit = (values: Values) =>
    save.mutate(
      { id: partner.id, body: partnerCommissionBody.parse(toBody(values)) },
      {
        onSuccess: (saved) => {
          form.resetDirty();
          notifySuccess(t("adminPartnersPage.notify.commission", { name: saved.company_name }));
        },
        onError: (error) => {
          if (isApiError(error)) form.setErrors(error.firstFieldErrors());
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t("adminPartnersPage.commission.title")}
          </Title>
          <Group align="flex-start" gap="md" grow>
            <NumberInput
              label={t("adminPartnersPage.commission.rate")}
              min={0}
              max={100}
              decimalScale={2}
              clampBehavior="none"
              {...form.getInputProps("commission_rate")}
            />
            <TextInput
              label={t("adminPartnersPage.commission.currency")}
              placeholder={t("adminPartnersPage.commission.currencyPlaceholder")}
              maxLength={3}
              {...form.getInputProps("commission_currency")}
              onChange={(e) => form.setFieldValue("commission_currency", e.currentTarget.value.toUpperCase())}
            />
          </Group>
          {save.isError && Object.keys(fieldErrors).length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error, t("adminPartnersPage.commission.failed"))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t("adminPartnersPage.commission.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
