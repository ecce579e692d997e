import { Button, Group, Select } from "@mantine/core";
import { TICKET_STATUSES, type TicketDetail } from "@pp/shared";
import { IconUserCheck, IconUserMinus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { useAssigneeOptions } from "../api/options";
import { useUpdateTicket } from "../api/ticket-mutations";
import { notify } from "./notify";

/** The Superadmin's controls: set the status, assign the ticket to a team member, take it or let it go. */
export function AdminControls({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const me = useSession((s) => s.user?.id ?? null);
  const update = useUpdateTicket();
  const mine = ticket.assigned_to !== null && ticket.assigned_to.id === me;
  const team = useAssigneeOptions();
  const failed = (error: unknown) => notify(errorMessage(error, t("ticketsPage.actions.failed")), "red");

  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t("ticketsPage.actions.status")}
        allowDeselect={false}
        w={200}
        data={TICKET_STATUSES.map((s) => ({ value: s, label: t(`ticketsPage.status.${s}`) }))}
        value={ticket.status}
        disabled={update.isPending}
        onChange={(status) => {
          if (!status || status === ticket.status) return;
          update.mutate(
            { id: ticket.id, version: ticket.updated_at, status },
            {
              onSuccess: (done) =>
                notify(
                  t("ticketsPage.actions.statusChanged", {
                    id: done.id,
                    status: t(`ticketsPage.status.${status as (typeof TICKET_STATUSES)[number]}`).toLowerCase(),
                  }),
                ),
              onError: failed,
            },
          );
        }}
      />
      <Select
        label={t("ticketsPage.actions.assignTo")}
        placeholder={t("ticketsPage.detail.unassigned")}
        w={220}
        allowDeselect={false}
        data={team.data ?? []}
        value={ticket.assigned_to ? String(ticket.assigned_to.id) : null}
        disabled={update.isPending || team.isPending}
        onChange={(id) => {
          if (!id || Number(id) === ticket.assigned_to?.id) return;
          const name = team.data?.find((o) => o.value === id)?.label ?? "";
          update.mutate(
            { id: ticket.id, version: ticket.updated_at, assigned_to: Number(id) },
            {
              onSuccess: (done) => notify(t("ticketsPage.actions.assignedTo", { id: done.id, name }), "teal"),
              onError: failed,
            },
          );
        }}
      />
      {mine ? (
        <Button
          variant="default"
          leftSection={<IconUserMinus size={16} aria-hidden />}
          loading={update.isPending && update.variables?.assigned_to === null}
          onClick={() =>
            update.mutate(
              { id: ticket.id, version: ticket.updated_at, assigned_to: null },
              {
                onSuccess: (done) => notify(t("ticketsPage.actions.unassigned", { id: done.id }), "teal"),
                onError: failed,
              },
            )
          }
        >
          {t("ticketsPage.actions.unassign")}
        </Button>
      ) : me !== null ? (
        <Button
          variant="default"
          leftSection={<IconUserCheck size={16} aria-hidden />}
          loading={update.isPending && update.variables?.assigned_to === me}
          onClick={() =>
            update.mutate(
              { id: ticket.id, version: ticket.updated_at, assigned_to: me },
              {
                onSuccess: (done) => notify(t("ticketsPage.actions.assigned", { id: done.id }), "teal"),
                onError: failed,
              },
            )
          }
        >
          {t("ticketsPage.actions.assignMe")}
        </Button>
      ) : null}
    </Group>
  );
}
