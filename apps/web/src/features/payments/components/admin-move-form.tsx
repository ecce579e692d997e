import "@mantine/dates/styles.css";
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import type { CommissionDetail, CommissionStatus } from "@pp/shared";
import { IconArrowRight } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useMoveCommission } from "../api/commission-actions";
import type { paymentsStrings } from "../strings";
import { type MoveValues, moveBody, moveErrors } from "../utils/move-body";
import { isCommissionStatus, needsPayment, needsReason, orderMoves } from "../utils/status";
import classes from "./payments.module.css";

const today = () => dayjs().format("YYYY-MM-DD");

/** The Superadmin's moves: one button per allowed next status, then the fields that move needs and a confirmation. */
export function AdminMoveForm({ record }: { record: CommissionDetail }) {
  const { t } = useTranslation();
  const a = (key: Exclude<keyof typeof paymentsStrings.paymentsPage.admin, "actions">) =>
    t(`paymentsPage.admin.${key}`);
  const label = (s: string) => (isCommissionStatus(s) ? t(`paymentsPage.status.${s}`) : s);
  const move = useMoveCommission(record.id, record.updated_at);
  const [target, setTarget] = useState<CommissionStatus | null>(null);
  const form = useForm<MoveValues>({
    initialValues: { received_amount: "", received_date: null, reason: "", note: "" },
    validate: (v) => (target ? moveErrors(target, v) : {}),
  });
  const moves = orderMoves(record.next_statuses, record.status).filter(isCommissionStatus);
  const fieldErrors = isApiError(move.error) && Object.keys(move.error.fieldErrors).length > 0;

  const choose = (to: CommissionStatus) => {
    move.reset();
    form.setValues({
      received_amount: needsPayment(to) && record.expected_amount ? Number(record.expected_amount) : "",
      received_date: needsPayment(to) ? today() : null,
      reason: "",
      note: "",
    });
    form.clearErrors();
    setTarget(to);
  };
  const action = target ? t(`paymentsPage.admin.actions.${target}`) : "";

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="move-heading" className={classes.action}>
      <Title order={3} size="h5" id="move-heading">
        {a("heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {moves.length ? a("help") : a("none")}
      </Text>
      {moves.length ? (
        <Group gap="xs" wrap="wrap">
          {moves.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={target === to ? "filled" : "default"}
              color={to === "disputed" ? "red.8" : to === "on_hold" ? "orange.9" : undefined}
              aria-pressed={target === to}
              onClick={() => choose(to)}
            >
              {t(`paymentsPage.admin.actions.${to}`)}
            </Button>
          ))}
        </Group>
      ) : null}

      {target ? (
        <form
          noValidate
          onSubmit={form.onSubmit(async (v) => {
            // Awaited rather than per-call callbacks: the form is re-keyed (unmounted) once the status changes.
            try {
              const detail = await move.mutateAsync(moveBody(target, v));
              notifications.show({
                color: "teal",
                message: t("paymentsPage.admin.done", { id: detail.id, status: label(detail.status) }),
              });
              setTarget(null);
              form.reset();
            } catch (error) {
              if (isApiError(error)) form.setErrors(error.firstFieldErrors());
            }
          })}
        >
          <Stack gap="sm" mt="md" data-testid="move-form">
            <Group gap={6}>
              <Text fw={600} size="sm">
                {t("paymentsPage.admin.formTitle", { action, from: label(record.status), to: label(target) })}
              </Text>
              <IconArrowRight size={14} aria-hidden />
            </Group>
            {needsPayment(target) ? (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <NumberInput
                  label={a("receivedAmount")}
                  withAsterisk
                  min={0}
                  decimalScale={2}
                  fixedDecimalScale
                  thousandSeparator=","
                  hideControls
                  leftSection={
                    <Text size="xs" fw={600} c="dimmed">
                      {record.currency}
                    </Text>
                  }
                  leftSectionWidth={46}
                  {...form.getInputProps("received_amount")}
                />
                <DateInput
                  label={a("receivedDate")}
                  withAsterisk
                  valueFormat="D MMM YYYY"
                  maxDate={today()}
                  popoverProps={{ withinPortal: true }}
                  {...form.getInputProps("received_date")}
                />
              </SimpleGrid>
            ) : null}
            {needsReason(target) ? (
              <Textarea
                label={a("reason")}
                placeholder={a("reasonPlaceholder")}
                withAsterisk
                autosize
                minRows={2}
                maxRows={6}
                {...form.getInputProps("reason")}
              />
            ) : (
              <Textarea
                label={a("note")}
                placeholder={a("notePlaceholder")}
                autosize
                minRows={2}
                maxRows={6}
                {...form.getInputProps("note")}
              />
            )}
            {form.errors.status ? (
              <Alert color="red" role="alert">
                {form.errors.status}
              </Alert>
            ) : null}
            {move.isError && !fieldErrors ? (
              <Alert color="red" role="alert">
                {errorMessage(move.error, a("failed"))}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setTarget(null)}>
                {a("cancel")}
              </Button>
              <Button
                type="submit"
                loading={move.isPending}
                color={target === "disputed" ? "red.8" : target === "on_hold" ? "orange.9" : undefined}
              >
                {t("paymentsPage.admin.confirm", { action })}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Paper>
  );
}
