import { CreatedRange } from "../../../components/created-range";
import "@mantine/dates/styles.css";
import { Select, SimpleGrid, TextInput } from "@mantine/core";
import { COMMISSION_STATUSES, type ReportKind, STUDENT_STATUSES } from "@pp/shared";
import { IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { toOptions, useAllLevels, useCountries, useStudyDestinations, useStudyLevels } from "../../lookups";
import { useMasterNames } from "../../lookups/use-master-names";
import { useApplicationStatuses, useCommissionCurrencies, useIntakes } from "../api/lookups";
import type { reportsStrings } from "../strings";
import type { ReportFilters } from "../utils/report-kinds";

type Props = {
  kind: ReportKind;
  values: ReportFilters;
  onChange: (patch: ReportFilters) => void;
};

type FilterKey = keyof typeof reportsStrings.reportsPage.filters;

const SEARCH_PLACEHOLDER: Record<
  ReportKind,
  "searchStudents" | "searchApplications" | "searchPayments" | "searchSublogins"
> = {
  students: "searchStudents",
  applications: "searchApplications",
  payments: "searchPayments",
  sublogins: "searchSublogins",
};

/** A report's filters: the same ones its list screen offers (search, selects and a created range). */
export function ReportFilterFields({ kind, values, onChange }: Props) {
  const { t } = useTranslation();
  const f = (key: Exclude<FilterKey, "studentStatus" | "subLoginStatus" | "commissionStatus">) =>
    t(`reportsPage.filters.${key}`);
  const select = { clearable: true, placeholder: f("any"), comboboxProps: { withinPortal: true } } as const;
  const search = (
    <TextInput
      label={f("search")}
      placeholder={t(`reportsPage.filters.${SEARCH_PLACEHOLDER[kind]}`)}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      value={values.search ?? ""}
      onChange={(e) => onChange({ search: e.currentTarget.value })}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      {search}
      {kind === "students" ? (
        <StudentFields values={values} onChange={onChange} select={select} />
      ) : kind === "applications" ? (
        <ApplicationFields values={values} onChange={onChange} select={select} />
      ) : kind === "payments" ? (
        <PaymentFields values={values} onChange={onChange} select={select} />
      ) : (
        <Select
          label={f("status")}
          data={(["active", "disabled"] as const).map((s) => ({
            value: s,
            label: t(`reportsPage.filters.subLoginStatus.${s}`),
          }))}
          value={values.status || null}
          onChange={(v) => onChange({ status: v ?? "" })}
          {...select}
        />
      )}
      {kind !== "sublogins" ? (
        <CreatedRange
          from={values.created_from ?? ""}
          to={values.created_to ?? ""}
          onChange={(created_from, created_to) => onChange({ created_from, created_to })}
          label={t("reportsPage.filters.created")}
          placeholder={t("reportsPage.filters.createdPlaceholder")}
        />
      ) : null}
    </SimpleGrid>
  );
}

type FieldsProps = Omit<Props, "kind"> & {
  select: { clearable: true; placeholder: string; comboboxProps: { withinPortal: true } };
};

function StudentFields({ values, onChange, select }: FieldsProps) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const countries = useCountries();
  const destinations = useStudyDestinations();
  const destinationLevels = useStudyLevels(values.study_country ? Number(values.study_country) : null);
  const allLevels = useAllLevels();
  return (
    <>
      <Select
        label={t("reportsPage.filters.status")}
        data={STUDENT_STATUSES.map((s) => ({ value: s, label: t(`reportsPage.filters.studentStatus.${s}`) }))}
        value={values.status || null}
        onChange={(v) => onChange({ status: v ?? "" })}
        {...select}
      />
      <Select
        label={t("reportsPage.filters.nationality")}
        data={toOptions(countries.data)}
        value={values.nationality || null}
        onChange={(v) => onChange({ nationality: v ?? "" })}
        searchable
        {...select}
      />
      <Select
        label={t("reportsPage.filters.destination")}
        data={toOptions(destinations.data)}
        value={values.study_country || null}
        onChange={(v) => onChange({ study_country: v ?? "", study_level: "" })}
        searchable
        {...select}
      />
      <Select
        label={t("reportsPage.filters.studyLevel")}
        data={masters.levelOptions(values.study_country ? destinationLevels.data : allLevels.data)}
        value={values.study_level || null}
        onChange={(v) => onChange({ study_level: v ?? "" })}
        searchable
        {...select}
      />
    </>
  );
}

function ApplicationFields({ values, onChange, select }: FieldsProps) {
  const { t } = useTranslation();
  const masters = useMasterNames();
  const statuses = useApplicationStatuses();
  const intakes = useIntakes();
  const destinations = useStudyDestinations();
  const levels = useAllLevels();
  return (
    <>
      <Select
        label={t("reportsPage.filters.status")}
        data={masters.statusOptions(statuses.data)}
        value={values.status || null}
        onChange={(v) => onChange({ status: v ?? "" })}
        searchable
        {...select}
      />
      <Select
        label={t("reportsPage.filters.intake")}
        data={toOptions(intakes.data)}
        value={values.intake || null}
        onChange={(v) => onChange({ intake: v ?? "" })}
        searchable
        {...select}
      />
      <Select
        label={t("reportsPage.filters.destination")}
        data={toOptions(destinations.data)}
        value={values.country || null}
        onChange={(v) => onChange({ country: v ?? "" })}
        searchable
        {...select}
      />
      <Select
        label={t("reportsPage.filters.studyLevel")}
        data={masters.levelOptions(levels.data)}
        value={values.study_level || null}
        onChange={(v) => onChange({ study_level: v ?? "" })}
        searchable
        {...select}
      />
    </>
  );
}

function PaymentFields({ values, onChange, select }: FieldsProps) {
  const { t } = useTranslation();
  const currencies = useCommissionCurrencies(true);
  return (
    <>
      <Select
        label={t("reportsPage.filters.status")}
        data={COMMISSION_STATUSES.map((s) => ({ value: s, label: t(`reportsPage.filters.commissionStatus.${s}`) }))}
        value={values.status || null}
        onChange={(v) => onChange({ status: v ?? "" })}
        {...select}
      />
      <Select
        label={t("reportsPage.filters.currency")}
        data={currencies.data ?? []}
        value={values.currency || null}
        onChange={(v) => onChange({ currency: v ?? "" })}
        {...select}
      />
      <Select
        label={t("reportsPage.filters.overdue")}
        data={[
          { value: "true", label: t("reportsPage.filters.overdueOnly") },
          { value: "false", label: t("reportsPage.filters.notOverdue") },
        ]}
        value={values.overdue || null}
        onChange={(v) => onChange({ overdue: v ?? "" })}
        {...select}
      />
    </>
  );
}
