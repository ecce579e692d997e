import { Anchor, Button, Group, Paper, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { REPORT_SYNC_LIMIT } from "@pp/shared";
import { IconDownload, IconTag, IconTagOff, IconUserCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/api-error";
import { formatNumber } from "../../lib/format";
import { type BulkAction, type BulkKind, type BulkTarget, exportSelection, useBulkAction } from "./api";
import classes from "./bulk-actions.module.css";
import { AssignCounsellorModal, TagModal } from "./bulk-modals";
import type { ListSelection } from "./use-selection";
import "./strings";

/**
 * Gmail-style (issue 20): once every row of the page is ticked, offers every record matching the filter; once those
 * are selected, says so and offers to clear. Nothing when the page is all there is.
 */
export function SelectionBanner({
  selection,
  pageIds,
  total,
}: {
  selection: ListSelection;
  pageIds: number[];
  total: number;
}) {
  const { t } = useTranslation();
  if (selection.all) {
    return (
      <Paper withBorder radius="md" p="xs" className={classes.banner} role="status">
        <Group justify="center" gap="xs">
          <Text size="sm">{t("bulk.allMatching", { total: formatNumber(total) })}</Text>
          <Anchor component="button" type="button" size="sm" onClick={selection.clear}>
            {t("bulk.clear")}
          </Anchor>
        </Group>
      </Paper>
    );
  }
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  if (!wholePage || total <= pageIds.length) return null;
  return (
    <Paper withBorder radius="md" p="xs" className={classes.banner} role="status">
      <Group justify="center" gap="xs">
        <Text size="sm">{t("bulk.pageSelected", { n: formatNumber(pageIds.length) })}</Text>
        <Anchor component="button" type="button" size="sm" fw={600} onClick={selection.selectAllMatching}>
          {t("bulk.selectAllMatching", { total: formatNumber(total) })}
        </Anchor>
      </Group>
    </Paper>
  );
}

type BarProps = {
  kind: BulkKind;
  selection: ListSelection;
  total: number;
  /** The list's filters (URL values without paging): what "all matching" sends. */
  filters: Record<string, string>;
  /** students.manage / applications.manage: Assign counsellor, Add tag, Remove tag. */
  canEdit: boolean;
  /** reports.export: Export selection. */
  canExport: boolean;
};

/** The sticky bar of a list with rows selected: how many, the actions the caller may take, and Clear. */
export function BulkActionBar({ kind, selection, total, filters, canEdit, canExport }: BarProps) {
  const { t } = useTranslation();
  const run = useBulkAction(kind);
  const [dialog, setDialog] = useState<BulkAction | null>(null);
  const [exporting, setExporting] = useState(false);
  const count = selection.count(total);
  if (count === 0) return null;

  const target: BulkTarget = selection.all ? { all: true, filters } : { ids: [...selection.ids] };
  const what = selection.all
    ? t("bulk.whatAll", { total: formatNumber(total) })
    : t("bulk.whatSelected", { n: formatNumber(count) });
  const apply = (action: BulkAction) => async (value: string) => {
    const result = await run.mutateAsync({
      action,
      target,
      ...(action === "assign-counsellor" ? { counsellor_id: Number(value) } : { tag: value }),
    });
    notifications.show({
      color: "teal",
      message: t("bulk.done", { updated: formatNumber(result.updated), unchanged: formatNumber(result.unchanged) }),
    });
  };
  const tooManyToExport = selection.all && total > REPORT_SYNC_LIMIT;
  const exportNow = async () => {
    setExporting(true);
    try {
      const file = await exportSelection(kind, target);
      notifications.show({ color: "teal", message: t("bulk.exported", { file }) });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("bulk.failed")) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper
      withBorder
      shadow="md"
      radius="lg"
      p="sm"
      className={classes.bar}
      role="region"
      aria-label={t("bulk.barLabel")}
    >
      <Group justify="space-between" gap="sm">
        <Text fw={600} size="sm" aria-live="polite" data-testid="bulk-count">
          {selection.all
            ? t("bulk.allSelected", { total: formatNumber(total) })
            : t("bulk.selected", { n: formatNumber(count) })}
        </Text>
        <Group gap="xs">
          {canExport ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={exportNow}
              loading={exporting}
              disabled={tooManyToExport}
              title={tooManyToExport ? t("bulk.exportTooMany", { limit: formatNumber(REPORT_SYNC_LIMIT) }) : undefined}
            >
              {t("bulk.export")}
            </Button>
          ) : null}
          {canEdit ? (
            <>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconUserCheck size={16} aria-hidden />}
                onClick={() => setDialog("assign-counsellor")}
              >
                {t("bulk.assign")}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconTag size={16} aria-hidden />}
                onClick={() => setDialog("add-tag")}
              >
                {t("bulk.addTag")}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconTagOff size={16} aria-hidden />}
                onClick={() => setDialog("remove-tag")}
              >
                {t("bulk.removeTag")}
              </Button>
            </>
          ) : null}
          <Button size="xs" variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={selection.clear}>
            {t("bulk.clear")}
          </Button>
        </Group>
      </Group>
      <AssignCounsellorModal
        opened={dialog === "assign-counsellor"}
        onClose={() => setDialog(null)}
        what={what}
        onApply={apply("assign-counsellor")}
      />
      <TagModal
        kind={kind}
        opened={dialog === "add-tag"}
        onClose={() => setDialog(null)}
        what={what}
        onApply={apply("add-tag")}
      />
      <TagModal
        kind={kind}
        remove
        opened={dialog === "remove-tag"}
        onClose={() => setDialog(null)}
        what={what}
        onApply={apply("remove-tag")}
      />
    </Paper>
  );
}
