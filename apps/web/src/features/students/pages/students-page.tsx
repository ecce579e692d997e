import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconFileImport, IconUserPlus } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { BulkActionBar, filtersOf, SelectionBanner, useSelection } from "../../../components/bulk-actions";
import { DataTable } from "../../../components/data-table";
import { activeFilterCount, FiltersFold } from "../../../components/filters-fold";
import { errorMessage } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { paths } from "../../../lib/paths";
import { useListParams } from "../../../lib/use-list-params";
import { useRefNames } from "../../lookups/use-ref-names";
import "../strings";
import "../import-strings";
import { DeadlineChips } from "../../deadlines/filter-chips";
import { useStudents } from "../api/get-students";
import { AddStudentDrawer } from "../components/add-student-drawer";
import { studentCard, studentColumns } from "../components/students-columns";
import { StudentsFilters } from "../components/students-filters";
import { STUDENT_LIST_DEFAULTS } from "../components/students-list-defaults";

/** /partner/student (the menu's "Manage Application", titled "Students"): the partner's students, filtered, sorted and paged from the URL. */
export function StudentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListParams(STUDENT_LIST_DEFAULTS);
  const students = useStudents(list.query);
  const canManage = useSession((s) => s.permissions.includes("students.manage"));
  const canExport = useSession((s) => s.permissions.includes("reports.export"));
  const filters = filtersOf(list.values);
  const selection = useSelection(JSON.stringify(filters));
  const rows = students.data?.results.data ?? [];
  const pageIds = rows.map((r) => r.id);
  const total = students.data?.count ?? 0;
  const [drawerOpen, drawer] = useDisclosure(false);
  const names = useRefNames();
  const columns = useMemo(() => studentColumns(t, names), [t, names]);
  const card = useMemo(() => studentCard(t, names), [t, names]);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: "1 1 20rem" }}>
            <Title order={1}>{t("studentsPage.title")}</Title>
            <Text c="dimmed">{t("studentsPage.subtitle")}</Text>
          </Stack>
          {canManage ? (
            <Group gap="sm">
              <Button
                variant="default"
                component={Link}
                to={paths.partnerDetail.studentImport.href()}
                leftSection={<IconFileImport size={18} aria-hidden />}
              >
                {t("studentImport.open")}
              </Button>
              <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={drawer.open}>
                {t("studentsPage.add")}
              </Button>
            </Group>
          ) : null}
        </Group>

        <DeadlineChips keys={["passport"] as const} values={list.values} set={list.set} />
        <FiltersFold count={activeFilterCount(list.values, STUDENT_LIST_DEFAULTS)}>
          <StudentsFilters values={list.values} filtered={list.filtered} onChange={list.set} onClear={list.reset} />
        </FiltersFold>

        <SelectionBanner selection={selection} pageIds={pageIds} total={total} />

        <DataTable
          label={t("studentsPage.tableLabel")}
          rows={rows}
          rowKey={(s) => s.id}
          columns={columns}
          card={card}
          sort={list.sort}
          onSortChange={list.setSort}
          page={list.page}
          pageSize={list.pageSize}
          total={total}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={students.isFetching}
          error={students.isError ? errorMessage(students.error, t("studentsPage.loadFailed")) : null}
          empty={<Text c="dimmed">{list.filtered ? t("studentsPage.emptyFiltered") : t("studentsPage.empty")}</Text>}
          onRowClick={(s) => navigate(paths.partnerDetail.student.href(s.id))}
          selection={
            canManage || canExport
              ? {
                  isSelected: (s) => selection.isSelected(s.id),
                  onToggle: (s, on) => selection.toggle(s.id, on, pageIds),
                  onTogglePage: (on) => selection.togglePage(pageIds, on),
                  rowLabel: (s) => t("bulk.selectRow", { name: s.full_name }),
                  pageLabel: t("bulk.selectPage"),
                }
              : undefined
          }
        />
        <BulkActionBar
          kind="students"
          selection={selection}
          total={total}
          filters={filters}
          canEdit={canManage}
          canExport={canExport}
        />
      </Stack>
      <AddStudentDrawer opened={drawerOpen} onClose={drawer.close} />
    </Container>
  );
}
