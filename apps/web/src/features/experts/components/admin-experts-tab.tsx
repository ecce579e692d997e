import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { ExpertItem } from "@pp/shared";
import {
  IconDots,
  IconPencil,
  IconPlayerPlay,
  IconPlayerStop,
  IconPlus,
  IconSearch,
  IconTrash,
} from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataColumn, DataTable } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { useSaveExpert } from "../api/admin-experts";
import { useExperts } from "../api/experts";
import { DeleteExpertModal } from "./delete-expert-modal";
import { ExpertAvatar } from "./expert-avatar";
import { type DrawerState, ExpertDrawer } from "./expert-drawer";
import { notify } from "./notify";

type Action = "edit" | "activate" | "deactivate" | "delete";

function columns(t: TFunction, onAction: (e: ExpertItem, a: Action) => void): DataColumn<ExpertItem>[] {
  const none = t("expertsPage.admin.none");
  return [
    {
      id: "expert",
      header: t("expertsPage.admin.columns.expert"),
      cell: (e) => (
        <Group gap="sm" wrap="nowrap">
          <ExpertAvatar name={e.name} photoUrl={e.photo_url} size={36} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {e.name}
            </Text>
            {e.title ? (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {e.title}
              </Text>
            ) : null}
          </Stack>
        </Group>
      ),
    },
    {
      id: "provider",
      header: t("expertsPage.admin.columns.provider"),
      cell: (e) => <Text size="sm">{e.provider?.name ?? none}</Text>,
    },
    {
      id: "coverage",
      header: t("expertsPage.admin.columns.coverage"),
      cell: (e) => {
        const names = [...e.regions.map((r) => r.name), ...e.countries.map((c) => c.name)];
        return (
          <Text size="sm" lineClamp={2} maw={200} title={names.join(", ")}>
            {names.length ? names.join(", ") : none}
          </Text>
        );
      },
    },
    {
      id: "languages",
      header: t("expertsPage.admin.columns.languages"),
      cell: (e) => <Text size="sm">{e.languages.length ? e.languages.join(", ") : none}</Text>,
    },
    {
      id: "contact",
      header: t("expertsPage.admin.columns.contact"),
      cell: (e) => (
        <Stack gap={0}>
          <Anchor
            href={`mailto:${e.email}`}
            size="sm"
            truncate="end"
            maw={220}
            display="block"
            title={e.email}
            onClick={(ev) => ev.stopPropagation()}
          >
            <Ltr>{e.email}</Ltr>
          </Anchor>
          {e.phone ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              <Ltr>{e.phone}</Ltr>
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "meetings",
      header: t("expertsPage.admin.columns.meetings"),
      align: "right",
      cell: (e) => e.meetings_count ?? 0,
    },
    {
      id: "status",
      header: t("expertsPage.admin.columns.status"),
      width: 110,
      cell: (e) => (
        <Badge variant="dot" color={e.is_active ? "teal" : "gray"} miw="max-content">
          {e.is_active ? t("expertsPage.admin.active") : t("expertsPage.admin.inactive")}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: <VisuallyHidden>{t("expertsPage.admin.columns.actions")}</VisuallyHidden>,
      align: "right",
      cell: (e) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops the row's click; the menu is the control.
        // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
        <div onClick={(ev) => ev.stopPropagation()}>
          <Menu position="bottom-end" withinPortal shadow="md" width={200}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("expertsPage.admin.actionsFor", { name: e.name })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction(e, "edit")}>
                {t("expertsPage.admin.edit")}
              </Menu.Item>
              {e.is_active ? (
                <Menu.Item leftSection={<IconPlayerStop size={16} />} onClick={() => onAction(e, "deactivate")}>
                  {t("expertsPage.admin.deactivate")}
                </Menu.Item>
              ) : (
                <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => onAction(e, "activate")}>
                  {t("expertsPage.admin.activate")}
                </Menu.Item>
              )}
              <Menu.Divider />
              <Menu.Item color="red.8" leftSection={<IconTrash size={16} />} onClick={() => onAction(e, "delete")}>
                {t("expertsPage.admin.delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </div>
      ),
    },
  ];
}

/** The Superadmin's directory: search, active / inactive, the table, the drawer and the delete question. */
export function AdminExpertsTab() {
  const { t } = useTranslation();
  const list = useListParams({ page_size: 25, tab: "", search: "", status: "all" });
  const apiQuery = list.query.replace(/(^|&)tab=[^&]*/, "");
  const experts = useExperts("admin", apiQuery);
  const save = useSaveExpert();
  const [drawer, setDrawer] = useState<DrawerState>({ mode: "closed" });
  const [deleting, setDeleting] = useState<ExpertItem | null>(null);
  const [search, setSearch] = useState(String(list.values.search));
  const [debounced] = useDebouncedValue(search, 300);
  const { set: setList, values } = list;
  useEffect(() => {
    if (debounced.trim() !== values.search) setList({ search: debounced.trim() });
  }, [debounced, values.search, setList]);

  const cols = useMemo(
    () =>
      columns(t, (e, action) => {
        if (action === "edit") setDrawer({ mode: "edit", expert: e });
        else if (action === "delete") setDeleting(e);
        else
          save.mutate(
            { id: e.id, body: { is_active: action === "activate" } },
            {
              onSuccess: (saved) =>
                notify(
                  "success",
                  t(action === "activate" ? "expertsPage.admin.activated" : "expertsPage.admin.deactivated", {
                    name: saved.name,
                  }),
                ),
              onError: (err) => notify("error", errorMessage(err, t("expertsPage.admin.actionFailed"))),
            },
          );
      }),
    [t, save.mutate],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group gap="md" align="flex-end" style={{ flex: "1 1 480px" }}>
          <TextInput
            label={t("expertsPage.admin.search")}
            placeholder={t("expertsPage.admin.searchPlaceholder")}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: "1 1 240px", maxWidth: 420 }}
          />
          <SegmentedControl
            aria-label={t("expertsPage.admin.statusFilter")}
            value={String(values.status)}
            onChange={(v) => setList({ status: v })}
            data={[
              { value: "all", label: t("expertsPage.filters.all") },
              { value: "active", label: t("expertsPage.filters.active") },
              { value: "inactive", label: t("expertsPage.filters.inactive") },
            ]}
          />
        </Group>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDrawer({ mode: "create" })}>
          {t("expertsPage.admin.add")}
        </Button>
      </Group>
      <DataTable<ExpertItem>
        label={t("expertsPage.admin.tableLabel")}
        rows={experts.data?.results.data ?? []}
        rowKey={(e) => e.id}
        columns={cols}
        page={list.page}
        pageSize={list.pageSize}
        total={experts.data?.count ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        loading={experts.isFetching}
        error={experts.isError ? errorMessage(experts.error, t("expertsPage.admin.loadFailed")) : null}
        empty={
          <Text c="dimmed">
            {values.search || values.status !== "all"
              ? t("expertsPage.admin.emptyFiltered")
              : t("expertsPage.admin.empty")}
          </Text>
        }
        onRowClick={(e) => setDrawer({ mode: "edit", expert: e })}
      />
      <ExpertDrawer state={drawer} onClose={() => setDrawer({ mode: "closed" })} />
      <DeleteExpertModal expert={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
