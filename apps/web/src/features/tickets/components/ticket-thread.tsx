import { Alert, Avatar, Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TicketDetail, ticketMessageBody } from "@pp/shared";
import { IconHeadset, IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { localSchemaResolver } from "../../../lib/form-resolver";
import type { TicketSide } from "../api/keys";
import { useSendTicketMessage } from "../api/ticket-mutations";
import { exactTime, since } from "../utils/sla";
import classes from "./tickets.module.css";

type Props = { side: TicketSide; ticket: TicketDetail };

/** The thread, oldest first; the support team's messages stand apart (tinted, on the other side). */
export function TicketThread({ side, ticket }: Props) {
  const { t } = useTranslation();
  const send = useSendTicketMessage(side, ticket.id);
  const form = useForm({ initialValues: { body: "" }, validate: localSchemaResolver(ticketMessageBody) });
  const fieldErrors = isApiError(send.error) ? send.error.fieldErrors : {};
  const generalError = send.isError && Object.keys(fieldErrors).length === 0;
  const closed = ticket.status === "closed";
  const headingId = `ticket-${ticket.id}-thread`;

  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="sm">
        {t("ticketsPage.thread.heading")}
      </Title>
      {ticket.messages.length === 0 ? (
        <Text c="dimmed" size="sm" mb="sm">
          {t("ticketsPage.thread.empty")}
        </Text>
      ) : (
        <Stack gap="sm" mb="md" component="ol" aria-label={t("ticketsPage.thread.listLabel")} p={0} m={0}>
          {ticket.messages.map((m) => {
            const name = m.is_staff
              ? t("ticketsPage.thread.staff")
              : (m.author ?? t("ticketsPage.thread.unknownAuthor"));
            // The reader's own side reads on the right, like a chat.
            const mine = m.is_staff === (side === "admin");
            return (
              <Group
                key={m.id}
                component="li"
                align="flex-start"
                gap="sm"
                wrap="nowrap"
                className={classes.message}
                data-staff={m.is_staff || undefined}
                data-mine={mine || undefined}
              >
                <Avatar
                  radius="xl"
                  size={32}
                  variant="filled"
                  color={m.is_staff ? "teal.9" : "brand"}
                  name={m.is_staff ? undefined : name}
                  aria-hidden
                >
                  {m.is_staff ? <IconHeadset size={18} /> : undefined}
                </Avatar>
                <Paper radius="md" p="xs" className={classes.bubble} data-staff={m.is_staff || undefined}>
                  <Group gap={6} justify="space-between" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text component="time" dateTime={m.created_at} title={exactTime(m.created_at)} size="xs" c="dimmed">
                      {since(m.created_at)}
                    </Text>
                  </Group>
                  <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {m.body}
                  </Text>
                </Paper>
              </Group>
            );
          })}
        </Stack>
      )}
      {closed ? (
        <Text size="sm" c="dimmed">
          {t("ticketsPage.thread.closed")}
        </Text>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            send.mutate(ticketMessageBody.parse(values).body, {
              onSuccess: () => form.reset(),
              onError: (error) => {
                if (isApiError(error)) form.setErrors(error.firstFieldErrors());
              },
            }),
          )}
        >
          <Stack gap="xs">
            <Textarea
              label={t("ticketsPage.thread.label")}
              placeholder={
                side === "admin" ? t("ticketsPage.thread.adminPlaceholder") : t("ticketsPage.thread.placeholder")
              }
              autosize
              minRows={2}
              maxRows={8}
              {...form.getInputProps("body")}
            />
            {generalError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(send.error, t("ticketsPage.thread.failed"))}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} aria-hidden />}>
                {t("ticketsPage.thread.send")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </section>
  );
}
