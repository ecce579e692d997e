import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { TICKET_REOPEN_DAYS, type TicketDetail, ticketResolveBody } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { translateMessage } from "../../../lib/i18n/server-messages";
import type { TicketSide } from "../api/keys";
import { useResolveTicket } from "../api/ticket-mutations";
import { notify } from "./notify";

type Props = {
  side: TicketSide;
  /** The ticket to resolve; null keeps the modal closed. */
  ticket: (Pick<TicketDetail, "id" | "subject"> & { updated_at?: string }) | null;
  onClose: () => void;
  onResolved?: (ticket: TicketDetail) => void;
};

type Values = { resolution_note: string; confirmed: boolean };

/** Resolution note + confirmation, validated with the shared schema, then POST resolve/. */
export function ResolveModal({ side, ticket, onClose, onResolved }: Props) {
  const { t } = useTranslation();
  const resolve = useResolveTicket(side);
  const form = useForm<Values>({
    initialValues: { resolution_note: "", confirmed: false },
    validate: (values) => {
      const errors: Record<string, string> = {};
      const r = ticketResolveBody.safeParse(values);
      if (!r.success) errors.resolution_note = translateMessage(r.error.issues[0]?.message ?? "");
      if (!values.confirmed) errors.confirmed = t("ticketsPage.resolve.confirmRequired");
      return errors;
    },
  });
  const close = () => {
    form.reset();
    resolve.reset();
    onClose();
  };
  const fieldErrors = isApiError(resolve.error) ? resolve.error.fieldErrors : {};
  const generalError = resolve.isError && Object.keys(fieldErrors).length === 0;

  return (
    <Modal
      opened={ticket !== null}
      onClose={close}
      centered
      size="lg"
      title={ticket ? t("ticketsPage.resolve.title", { id: ticket.id }) : ""}
      closeButtonProps={{ "aria-label": t("ticketsPage.resolve.cancel") }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      {ticket ? (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            resolve.mutate(
              { id: ticket.id, version: ticket.updated_at, note: ticketResolveBody.parse(values).resolution_note },
              {
                onSuccess: (done) => {
                  notify(t("ticketsPage.resolve.done", { id: done.id }), "teal");
                  form.reset();
                  onClose();
                  onResolved?.(done);
                },
                onError: (error) => {
                  if (isApiError(error)) form.setErrors(error.firstFieldErrors());
                },
              },
            ),
          )}
        >
          <Stack gap="md">
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {ticket.subject}
            </Text>
            <Text size="sm" c="dimmed">
              {t("ticketsPage.resolve.intro", { days: TICKET_REOPEN_DAYS })}
            </Text>
            <Textarea
              label={t("ticketsPage.resolve.note")}
              placeholder={t("ticketsPage.resolve.notePlaceholder")}
              withAsterisk
              autosize
              minRows={4}
              maxRows={10}
              data-autofocus
              {...form.getInputProps("resolution_note")}
            />
            <Checkbox
              label={t("ticketsPage.resolve.confirm")}
              {...form.getInputProps("confirmed", { type: "checkbox" })}
            />
            {generalError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(resolve.error, t("ticketsPage.resolve.failed"))}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t("ticketsPage.resolve.cancel")}
              </Button>
              <Button type="submit" color="teal.9" loading={resolve.isPending}>
                {t("ticketsPage.resolve.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
