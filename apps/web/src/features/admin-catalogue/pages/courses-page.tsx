import "../strings";
import { Button, Container, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconFileImport, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-error";
import { paths } from "../../../lib/paths";
import { useListParams } from "../../../lib/use-list-params";
import { useMasterNames } from "../../lookups/use-master-names";
import { useAdminCourses, useSaveCourse } from "../api/courses";
import type { AdminCourse } from "../api/keys";
import { useLevelOptions } from "../api/lookups";
import { CatalogueDrawer, type DrawerState } from "../components/catalogue-drawer";
import { CountrySelect } from "../components/country-select";
import { courseColumns } from "../components/course-columns";
import { CourseForm } from "../components/course-form";
import { notifySuccess } from "../components/notify";
import { PageHeader } from "../components/page-header";
import { ProviderPicker } from "../components/provider-picker";
import { SearchInput } from "../components/search-input";
import { StatusFilter } from "../components/status-filter";
import { StatusModal } from "../components/status-modal";

/** /admin/courses: every course, active or not; add, edit, deactivate and activate them, or import many. */
export function AdminCoursesPage() {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const list = useListParams({ page_size: 25, search: "", provider: "", country: "", study_level: "", is_active: "" });
  const { values, set } = list;
  const query = useAdminCourses(list.query);
  const levels = useLevelOptions();
  const rows = query.data?.results.data ?? [];
  const [drawer, setDrawer] = useState<DrawerState<AdminCourse>>({ mode: "closed" });
  const [toggling, setToggling] = useState<AdminCourse | null>(null);
  const toggle = useSaveCourse();

  const columns = useMemo(
    () =>
      courseColumns(
        t,
        (course, action) => {
          if (action === "edit") setDrawer({ mode: "edit", item: course });
          else {
            toggle.reset();
            setToggling(course);
          }
        },
        masters.level,
      ),
    [t, toggle.reset, masters.level],
  );
  // A provider filter read from the URL: every row found is that provider's, so its name is known from them.
  const filteredProvider = rows.find((r) => String(r.provider_id) === values.provider)?.provider ?? null;

  const onSaved = (course: AdminCourse, created: boolean) => {
    setDrawer({ mode: "closed" });
    notifySuccess(
      t(created ? "adminCataloguePage.courses.created" : "adminCataloguePage.courses.saved", { name: course.name }),
    );
  };

  const confirmToggle = () => {
    if (!toggling) return;
    const activate = !toggling.is_active;
    toggle.mutate(
      { id: toggling.id, body: { is_active: activate } },
      {
        onSuccess: (saved) => {
          setToggling(null);
          notifySuccess(
            t(activate ? "adminCataloguePage.courses.activated" : "adminCataloguePage.courses.deactivated", {
              name: saved.name,
            }),
          );
        },
      },
    );
  };
  const deactivating = toggling?.is_active ?? true;

  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <Stack gap="lg">
        <PageHeader
          title={t("adminCataloguePage.courses.title")}
          subtitle={t("adminCataloguePage.courses.subtitle")}
          actions={
            <>
              <Button
                variant="default"
                component={Link}
                to={paths.admin.courseImport.href()}
                leftSection={<IconFileImport size={18} aria-hidden />}
              >
                {t("adminCataloguePage.courses.import")}
              </Button>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDrawer({ mode: "create" })}>
                {t("adminCataloguePage.courses.add")}
              </Button>
            </>
          }
        />
        <Paper withBorder radius="lg" p="md" component="section" aria-label={t("adminCataloguePage.filters.label")}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" style={{ alignItems: "end" }}>
            <SearchInput
              label={t("adminCataloguePage.filters.search")}
              placeholder={t("adminCataloguePage.courses.searchPlaceholder")}
              value={values.search}
              onChange={(search) => set({ search })}
            />
            <ProviderPicker
              label={t("adminCataloguePage.filters.provider")}
              placeholder={t("adminCataloguePage.filters.any")}
              clearable
              value={values.provider || null}
              known={filteredProvider}
              onChange={(v) => set({ provider: v ?? "" })}
            />
            <CountrySelect
              label={t("adminCataloguePage.filters.providerCountry")}
              placeholder={t("adminCataloguePage.filters.any")}
              clearable
              value={values.country || null}
              onChange={(v) => set({ country: v ?? "" })}
            />
            <Select
              label={t("adminCataloguePage.filters.level")}
              placeholder={t("adminCataloguePage.filters.any")}
              clearable
              data={masters.levelOptions(levels.data)}
              value={values.study_level || null}
              onChange={(v) => set({ study_level: v ?? "" })}
            />
            <StatusFilter value={values.is_active} onChange={(is_active) => set({ is_active })} />
          </SimpleGrid>
        </Paper>
        <DataTable<AdminCourse>
          label={t("adminCataloguePage.courses.tableLabel")}
          rows={rows}
          rowKey={(r) => r.id}
          columns={columns}
          page={list.page}
          pageSize={list.pageSize}
          total={query.data?.count ?? 0}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          loading={query.isFetching}
          error={query.isError ? errorMessage(query.error, t("adminCataloguePage.courses.loadFailed")) : null}
          empty={
            <Text c="dimmed">
              {list.filtered ? t("adminCataloguePage.courses.emptyFiltered") : t("adminCataloguePage.courses.empty")}
            </Text>
          }
        />
      </Stack>
      <CatalogueDrawer
        opened={drawer.mode !== "closed"}
        onClose={() => setDrawer({ mode: "closed" })}
        title={
          drawer.mode === "edit"
            ? t("adminCataloguePage.courses.editTitle", { name: drawer.item.name })
            : t("adminCataloguePage.courses.addTitle")
        }
      >
        <CourseForm
          key={drawer.mode === "edit" ? drawer.item.id : "new"}
          item={drawer.mode === "edit" ? drawer.item : undefined}
          onSaved={onSaved}
          onCancel={() => setDrawer({ mode: "closed" })}
        />
      </CatalogueDrawer>
      <StatusModal
        opened={toggling !== null}
        title={t(
          deactivating ? "adminCataloguePage.courses.deactivateTitle" : "adminCataloguePage.courses.activateTitle",
          { name: toggling?.name ?? "" },
        )}
        body={t(deactivating ? "adminCataloguePage.courses.deactivateBody" : "adminCataloguePage.courses.activateBody")}
        confirmLabel={t(deactivating ? "adminCataloguePage.actions.deactivate" : "adminCataloguePage.actions.activate")}
        cancelLabel={t("adminCataloguePage.form.cancel")}
        destructive={deactivating}
        loading={toggle.isPending}
        error={toggle.isError ? errorMessage(toggle.error, t("adminCataloguePage.actions.failed")) : null}
        onConfirm={confirmToggle}
        onClose={() => setToggling(null)}
      />
    </Container>
  );
}
