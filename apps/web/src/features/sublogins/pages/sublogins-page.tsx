import "../strings";
import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { SubLoginItem } from "@pp/shared";
import { IconUserPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { useListParams } from "../../../lib/use-list-params";
import { useSubLogins } from "../api/get-sublogins";
import { useSendSubLoginReset } from "../api/send-sublogin-reset";
import { useSetSubLoginStatus } from "../api/set-sublogin-status";
import { DeleteSubLoginModal } from "../components/delete-sublogin-modal";
import { notifyError, notifySuccess } from "../components/notify";
import type { RowAction } from "../components/row-actions";
import { subLoginCard, subLoginColumns } from "../components/sublogin-columns";
import { type DrawerState, SubLoginDrawer } from "../components/sublogin-drawer";

/** /partner/sublogins: the partner's staff accounts, what each created, and their management. */
export function SubLoginsPage() {
  const { t } = useTranslation();
  const list = useListParams({ page_size: 25 });
  const query = useSubLogins(list.query);
  const setStatus = useSetSubLoginStatus();
  const sendReset = useSendSubLoginReset();
  const [drawer, setDrawer] = useState<DrawerState>({ mode: "closed" });
  const [deleting, setDeleting] = useState<SubLoginItem | null>(null);

  const { columns, card } = useMemo(() => {
    const failed = (error: unknown) => notifyError(errorMessage(error, t("subLoginsPage.notify.failed")));
    const onAction = (item: SubLoginItem, action: RowAction) => {
      if (action === "edit") setDrawer({ mode: "edit", item });
      else if (action === "delete") setDeleting(item);
      else if (action === "reset")
        sendReset.mutate(item.id, { onSuccess: (r) => notifySuccess(r.message), onError: failed });
      else
        setStatus.mutate(
          { id: item.id, action },
          {
            onSuccess: (saved) =>
              notifySuccess(
                t(action === "disable" ? "subLoginsPage.notify.disabled" : "subLoginsPage.notify.enabled", {
                  name: saved.name,
                }),
              ),
            onError: failed,
          },
        );
    };
    return { columns: subLoginColumns(t, onAction), card: subLoginCard(t, onAction) };
  }, [t, sendReset.mutate, setStatus.mutate]);

  const onSaved = (item: SubLoginItem, created: boolean) => {
    setDrawer({ mode: "closed" });
    notifySuccess(
      created
        ? t("subLoginsPage.notify.created", { name: item.name, email: item.email })
        : t("subLoginsPage.notify.updated", { name: item.name }),
    );
  };

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t("subLoginsPage.title")}
            </Title>
            <Text c="dimmed" mt={4}>
              {t("subLoginsPage.intro")}
            </Text>
          </div>
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setDrawer({ mode: "create" })}>
            {t("subLoginsPage.add")}
          </Button>
        </Group>
        <DataTable<SubLoginItem>
          label={t("subLoginsPage.tableLabel")}
          rows={query.data?.results.data ?? []}
          rowKey={(r) => r.id}
          columns={columns}
          card={card}
          page={list.page}
          pageSize={list.pageSize}
          total={query.data?.count ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={query.isFetching}
          error={query.isError ? errorMessage(query.error, t("subLoginsPage.loadFailed")) : null}
          empty={<Text c="dimmed">{t("subLoginsPage.empty")}</Text>}
        />
      </Stack>
      <SubLoginDrawer state={drawer} onClose={() => setDrawer({ mode: "closed" })} onSaved={onSaved} />
      <DeleteSubLoginModal item={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
