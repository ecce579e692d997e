import { Alert, Button, Group, Input, Paper, Rating, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TicketDetail, ticketRatingBody } from "@pp/shared";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { translateMessage } from "../../../lib/i18n/server-messages";
import { useRateTicket } from "../api/ticket-mutations";
import { notify } from "./notify";

type Props = { ticket: TicketDetail /** The partner can rate; the queue only shows the rating. */; editable: boolean };

/** After the resolution: 1 to 5 stars and a comment (partner), or the rating given (support queue). */
export function RatingPanel({ ticket, editable }: Props) {
  const { t } = useTranslation();
  const rate = useRateTicket();
  const labelId = useId();
  const [editing, setEditing] = useState(false);
  // After sending, the form gives way to the rating: focus follows, so keyboard users are not left on nothing.
  const [sent, setSent] = useState(false);
  const summary = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent && ticket.rating !== null && !editing) summary.current?.focus();
  }, [sent, editing, ticket.rating]);
  const form = useForm({
    initialValues: { rating: ticket.rating ?? 0, comment: ticket.rating_comment ?? "" },
    validate: (values) => {
      const r = ticketRatingBody.safeParse(values);
      if (r.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of r.error.issues) errors[String(issue.path[0])] ??= translateMessage(issue.message);
      if (errors.rating) errors.rating = t("ticketsPage.rating.required");
      return errors;
    },
  });
  const starLabel = (n: number) => t("ticketsPage.rating.star", { count: n });
  const showForm = editable && (ticket.rating === null || editing);

  if (!showForm) {
    return (
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Title order={3} size="h5" id={labelId} ref={summary} tabIndex={-1} style={{ outline: "none" }}>
            {editable ? t("ticketsPage.rating.yours") : t("ticketsPage.rating.partners")}
          </Title>
          {ticket.rating === null ? (
            <Text size="sm" c="dimmed">
              {t("ticketsPage.rating.notRated")}
            </Text>
          ) : (
            <Group gap="sm">
              <Rating value={ticket.rating} readOnly aria-label={starLabel(ticket.rating)} role="img" />
              <Text size="sm" fw={600}>
                {starLabel(ticket.rating)}
              </Text>
            </Group>
          )}
          {ticket.rating_comment ? (
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {ticket.rating_comment}
            </Text>
          ) : null}
          {editable && ticket.rating !== null ? (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  form.setValues({ rating: ticket.rating ?? 0, comment: ticket.rating_comment ?? "" });
                  setEditing(true);
                }}
              >
                {t("ticketsPage.rating.change")}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    );
  }

  const fieldErrors = isApiError(rate.error) ? rate.error.fieldErrors : {};
  const generalError = rate.isError && Object.keys(fieldErrors).length === 0;
  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        aria-labelledby={labelId}
        onSubmit={form.onSubmit((values) => {
          const body = ticketRatingBody.parse(values);
          rate.mutate(
            { id: ticket.id, rating: body.rating, comment: body.comment ?? "" },
            {
              onSuccess: () => {
                notify(t("ticketsPage.rating.thanks"), "teal");
                setSent(true);
                setEditing(false);
              },
              onError: (error) => {
                if (isApiError(error)) form.setErrors(error.firstFieldErrors());
              },
            },
          );
        })}
      >
        <Stack gap="sm">
          <div>
            <Title order={3} size="h5" id={labelId}>
              {t("ticketsPage.rating.heading")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("ticketsPage.rating.intro")}
            </Text>
          </div>
          <Input.Wrapper label={t("ticketsPage.rating.label")} error={form.errors.rating} labelElement="div">
            <Rating
              size="lg"
              mt={4}
              role="radiogroup"
              aria-label={t("ticketsPage.rating.label")}
              getSymbolLabel={starLabel}
              value={form.values.rating}
              onChange={(v) => form.setFieldValue("rating", v)}
            />
          </Input.Wrapper>
          <Textarea
            label={t("ticketsPage.rating.comment")}
            placeholder={t("ticketsPage.rating.commentPlaceholder")}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps("comment")}
          />
          {generalError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(rate.error, t("ticketsPage.rating.failed"))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {editing ? (
              <Button variant="default" onClick={() => setEditing(false)}>
                {t("ticketsPage.rating.cancel")}
              </Button>
            ) : null}
            <Button type="submit" loading={rate.isPending}>
              {t("ticketsPage.rating.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
