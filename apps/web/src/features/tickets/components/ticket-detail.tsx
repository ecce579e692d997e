import { Alert, Anchor, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { TICKET_REOPEN_DAYS, type TicketDetail } from "@pp/shared";
import { IconArrowBackUp, IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { useTicket } from "../api/get-ticket";
import type { TicketSide } from "../api/keys";
import { useReopenTicket } from "../api/ticket-mutations";
import { isUnresolved } from "../utils/labels";
import { deadline, exactTime, relative, since } from "../utils/sla";
import { AdminControls } from "./admin-controls";
import { CategoryBadge, PriorityBadge, TicketStatusBadge } from "./badges";
import { notify } from "./notify";
import { RatingPanel } from "./rating-panel";
import { ResolveModal } from "./resolve-modal";
import { SlaIndicator } from "./sla-indicator";
import { TicketAttachments } from "./ticket-attachments";
import { TicketThread } from "./ticket-thread";
import classes from "./tickets.module.css";

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Time({ iso, template, future }: { iso: string; template: (when: string) => string; future?: boolean }) {
  useTranslation(); // written again in the new language when it changes
  return (
    <Text span size="sm" title={future ? deadline(iso) : exactTime(iso)}>
      {template(future ? relative(iso) : since(iso))}
    </Text>
  );
}

/** The SLA clocks: each one's due time, and when it was met. */
function SlaMeta({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const due = (when: string) => t("ticketsPage.detail.dueAt", { time: when });
  return (
    <>
      <Meta label={t("ticketsPage.detail.firstResponse")}>
        {ticket.first_responded_at ? (
          <Time iso={ticket.first_responded_at} template={(w) => t("ticketsPage.detail.answeredAt", { time: w })} />
        ) : ticket.status === "open" || ticket.status === "in_progress" ? (
          <Time iso={ticket.first_response_due_at} template={due} future />
        ) : (
          t("ticketsPage.detail.notNeeded")
        )}
      </Meta>
      <Meta label={t("ticketsPage.detail.resolution")}>
        {ticket.resolved_at ? (
          <Time iso={ticket.resolved_at} template={(w) => t("ticketsPage.detail.resolvedAt", { time: w })} />
        ) : (
          <Time iso={ticket.resolution_due_at} template={due} future />
        )}
      </Meta>
    </>
  );
}

/** A ticket in full: meta and SLA, description, resolution and rating, files, the thread and the actions. */
export function TicketDetailView({ side, ticket }: { side: TicketSide; ticket: TicketDetail }) {
  const { t } = useTranslation();
  const [resolving, setResolving] = useState(false);
  const reopen = useReopenTicket();
  const partner = side === "partner";
  const none = t("ticketsPage.detail.none");

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text fw={700} fz="xl" lh={1.3} style={{ overflowWrap: "anywhere" }} data-testid="ticket-subject">
          {ticket.subject}
        </Text>
        <Group gap="xs">
          <TicketStatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
          <CategoryBadge category={ticket.category} />
        </Group>
        <SlaIndicator ticket={ticket} />
      </Stack>

      <Group gap="sm" aria-label={t("ticketsPage.actions.label")} role="group" align="flex-end">
        {side === "admin" ? <AdminControls ticket={ticket} /> : null}
        {isUnresolved(ticket.status) ? (
          <Button
            color="teal.9"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            onClick={() => setResolving(true)}
          >
            {t("ticketsPage.actions.resolve")}
          </Button>
        ) : null}
        {partner && ticket.can_reopen ? (
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            loading={reopen.isPending}
            onClick={() =>
              reopen.mutate(
                { id: ticket.id, version: ticket.updated_at },
                {
                  onSuccess: (done) => notify(t("ticketsPage.actions.reopened", { id: done.id }), "teal"),
                  onError: (error) => notify(errorMessage(error, t("ticketsPage.actions.failed")), "red"),
                },
              )
            }
          >
            {t("ticketsPage.actions.reopen")}
          </Button>
        ) : null}
      </Group>
      {partner && ticket.can_reopen ? (
        <Text size="xs" c="dimmed" mt={-8}>
          {t("ticketsPage.actions.reopenHint", { days: TICKET_REOPEN_DAYS })}
        </Text>
      ) : null}

      <Paper withBorder radius="md" p="md">
        <dl className={classes.meta}>
          {side === "admin" ? <Meta label={t("ticketsPage.detail.partner")}>{ticket.partner.name}</Meta> : null}
          <Meta label={t("ticketsPage.detail.raisedBy")}>{ticket.created_by?.name ?? none}</Meta>
          <Meta label={t("ticketsPage.detail.raised")}>
            <Text span size="sm" title={exactTime(ticket.created_at)}>
              {since(ticket.created_at)}
            </Text>
          </Meta>
          <Meta label={t("ticketsPage.detail.assignedTo")}>
            {ticket.assigned_to?.name ?? t("ticketsPage.detail.unassigned")}
          </Meta>
          <Meta label={t("ticketsPage.detail.student")}>
            {ticket.student ? (
              partner ? (
                <Anchor
                  component={Link}
                  to={paths.partnerDetail.student.href(ticket.student.id)}
                  size="sm"
                  className={classes.link}
                >
                  {ticket.student.name}
                </Anchor>
              ) : (
                ticket.student.name
              )
            ) : (
              none
            )}
          </Meta>
          <Meta label={t("ticketsPage.detail.application")}>
            {ticket.application_id ? (
              <Anchor
                component={Link}
                to={
                  partner
                    ? paths.partnerDetail.application.href(ticket.application_id)
                    : paths.admin.application.href(ticket.application_id)
                }
                size="sm"
                className={classes.link}
              >
                {t("ticketsPage.detail.applicationRef", { id: ticket.application_id })}
              </Anchor>
            ) : (
              none
            )}
          </Meta>
          <SlaMeta ticket={ticket} />
        </dl>
      </Paper>

      <section aria-labelledby={`ticket-${ticket.id}-description`}>
        <Title order={3} size="h5" id={`ticket-${ticket.id}-description`} mb={6}>
          {t("ticketsPage.detail.description")}
        </Title>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {ticket.description}
        </Text>
      </section>

      {ticket.resolution_note ? (
        <Paper radius="md" p="md" withBorder className={classes.bubble} data-staff style={{ maxWidth: "none" }}>
          <Title order={3} size="h5" mb={6}>
            {isUnresolved(ticket.status)
              ? t("ticketsPage.detail.previousResolution")
              : t("ticketsPage.detail.resolutionNote")}
          </Title>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {ticket.resolution_note}
          </Text>
          {ticket.resolved_at ? (
            <Text size="xs" c="dimmed" mt={6} title={exactTime(ticket.resolved_at)}>
              {t("ticketsPage.detail.resolvedAt", { time: since(ticket.resolved_at) })}
            </Text>
          ) : null}
        </Paper>
      ) : null}

      {ticket.status === "resolved" || ticket.status === "closed" ? (
        <RatingPanel key={ticket.id} ticket={ticket} editable={partner} />
      ) : null}

      <Divider />
      <TicketAttachments side={side} ticket={ticket} />
      <Divider />
      <TicketThread side={side} ticket={ticket} />

      <ResolveModal side={side} ticket={resolving ? ticket : null} onClose={() => setResolving(false)} />
    </Stack>
  );
}

/** Loads a ticket and shows it, with loading, not-found and error states. */
export function TicketDetailLoader({ side, id }: { side: TicketSide; id: number }) {
  const { t } = useTranslation();
  const query = useTicket(side, id);
  if (query.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t("ticketsPage.detail.loading")}>
        <Skeleton h={28} w="70%" />
        <Skeleton h={20} w="40%" />
        <Skeleton h={120} />
        <Skeleton h={80} />
      </Stack>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Alert color="red" variant="light" role="alert">
        {notFound ? t("ticketsPage.detail.notFound") : errorMessage(query.error, t("ticketsPage.detail.loadFailed"))}
      </Alert>
    );
  }
  return <TicketDetailView side={side} ticket={query.data} />;
}
