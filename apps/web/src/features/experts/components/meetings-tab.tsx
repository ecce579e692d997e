import { Group, ScrollArea, SegmentedControl, Stack, Text } from "@mantine/core";
import { MEETING_STATUSES, type MeetingItem } from "@pp/shared";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import type { Side } from "../api/keys";
import { useDownloadIcs, useMeetings } from "../api/meetings";
import { timeZoneName } from "../utils/format";
import { CancelMeetingModal } from "./cancel-meeting";
import { type MeetingAction, meetingColumns } from "./meeting-columns";
import { MeetingModal } from "./meeting-modal";
import { notify } from "./notify";
import { useMeetingParam } from "./use-meeting-param";

/**
 * The meeting requests of one side: a status filter with counts, the table, and the meeting modal that
 * `?meeting=ID` opens (the notifications link there). The Superadmin starts on the requests waiting.
 */
export function MeetingsTab({ side }: { side: Side }) {
  const { t } = useTranslation();
  const admin = side === "admin";
  // `tab` is kept so the URL stays on this tab; "all" means no status filter.
  const list = useListParams({ page_size: 25, tab: "", status: admin ? "requested" : "all" });
  const apiQuery = list.query
    .replace(/(^|&)tab=[^&]*/, "")
    .replace(/(^|&)status=all(?=&|$)/, "")
    .replace(/^&/, "");
  const meetings = useMeetings(side, apiQuery);
  const param = useMeetingParam();
  const download = useDownloadIcs();
  const [cancelling, setCancelling] = useState<MeetingItem | null>(null);
  const zone = useMemo(timeZoneName, []);
  const counts = meetings.data?.results.counts ?? {};
  const total = Object.values(counts).reduce((a, b) => a + b, 0);

  const columns = useMemo(
    () =>
      meetingColumns(side, t, (m: MeetingItem, action: MeetingAction) => {
        if (action === "open") param.open(m.id);
        else if (action === "cancel") setCancelling(m);
        else
          download.mutate(m.ics_url!, {
            onError: (e) => notify("error", errorMessage(e, t("expertsPage.meetings.downloadFailed"))),
          });
      }),
    [side, t, param.open, download.mutate],
  );
  const statusLabel = (s: string) => {
    const label = s === "all" ? t("expertsPage.meetings.statusAll") : t(`expertsPage.status.${s as "requested"}`);
    const n = s === "all" ? total : (counts[s] ?? 0);
    return meetings.data ? t("expertsPage.meetings.statusCount", { label, count: n }) : label;
  };
  const status = String(list.values.status);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
          <SegmentedControl
            aria-label={t("expertsPage.meetings.statusFilter")}
            value={status}
            onChange={(v) => list.set({ status: v })}
            data={(admin ? [...MEETING_STATUSES, "all"] : ["all", ...MEETING_STATUSES]).map((s) => ({
              value: s,
              label: statusLabel(s),
            }))}
          />
        </ScrollArea>
        <Text size="sm" c="dimmed">
          {t("expertsPage.meetings.zoneNote", { zone })}
        </Text>
      </Group>
      <DataTable<MeetingItem>
        label={admin ? t("expertsPage.meetings.adminTableLabel") : t("expertsPage.meetings.tableLabel")}
        rows={meetings.data?.results.data ?? []}
        rowKey={(m) => m.id}
        columns={columns}
        page={list.page}
        pageSize={list.pageSize}
        total={meetings.data?.count ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        loading={meetings.isFetching}
        error={meetings.isError ? errorMessage(meetings.error, t("expertsPage.meetings.loadFailed")) : null}
        empty={
          <Text c="dimmed">
            {status !== "all" && total > 0
              ? t("expertsPage.meetings.emptyFiltered")
              : admin
                ? t("expertsPage.meetings.adminEmpty")
                : t("expertsPage.meetings.empty")}
          </Text>
        }
        onRowClick={(m) => param.open(m.id)}
      />
      <MeetingModal side={side} id={param.id} onClose={param.close} />
      <CancelMeetingModal meeting={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
