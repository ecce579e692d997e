import { Badge, Text } from "@mantine/core";
import {
  applicationStatusBody,
  countryBody,
  intakeBody,
  type MasterItem,
  regionBody,
  roleBody,
  studyLevelBody,
  yearBody,
} from "@pp/shared";
import { Ltr } from "../../../components/ltr";
import { paths } from "../../../lib/paths";
import { translationValues } from "../utils/form-body";
import { monthLabel } from "../utils/months";
import { currencyRates } from "./currency-rates";
import type { MasterColumn, MasterConfig } from "./types";

const str = (v: unknown) => (typeof v === "string" ? v : "");
const num = (v: unknown) => (typeof v === "number" ? v : "");
const bool = (v: unknown, fallback = false) => (typeof v === "boolean" ? v : fallback);
const idStr = (v: unknown) => (typeof v === "number" ? String(v) : "");
const nameOf = (row: MasterItem) => str(row.name);

const nameColumn: MasterColumn = {
  id: "name",
  header: (t) => t("mastersPage.fields.name"),
  cell: (row) => (
    <Text size="sm" fw={500}>
      {str(row.name)}
    </Text>
  ),
};
const orderColumn: MasterColumn = {
  id: "sort_order",
  header: (t) => t("mastersPage.fields.sort_order"),
  cell: (row) => String(row.sort_order ?? ""),
  width: 80,
  align: "right",
};
const yesNo = (v: unknown, t: Parameters<MasterColumn["cell"]>[1]) => (v ? t("mastersPage.yes") : t("mastersPage.no"));

const roles: MasterConfig = {
  resource: "roles",
  menuId: "roles",
  path: paths.masters.roles.path,
  schema: roleBody,
  nameOf,
  fields: [
    { kind: "text", name: "name", required: true },
    { kind: "textarea", name: "description" },
    { kind: "permissions", name: "permissions", required: true },
  ],
  columns: [
    nameColumn,
    { id: "description", header: (t) => t("mastersPage.fields.description"), cell: (row) => str(row.description) },
    {
      id: "permissions",
      header: (t) => t("mastersPage.columns.permissionsCount"),
      cell: (row, t) =>
        t("mastersPage.permissionCount", { count: Array.isArray(row.permissions) ? row.permissions.length : 0 }),
    },
  ],
  initial: (row) => ({
    name: str(row?.name),
    description: str(row?.description),
    permissions: Array.isArray(row?.permissions) ? (row.permissions as string[]) : [],
  }),
};

const years: MasterConfig = {
  resource: "years",
  menuId: "years",
  path: paths.masters.years.path,
  schema: yearBody,
  nameOf: (row) => String(row.year ?? ""),
  fields: [{ kind: "number", name: "year", required: true, min: 2000, max: 2100 }],
  columns: [
    {
      id: "year",
      header: (t) => t("mastersPage.fields.year"),
      cell: (row) => (
        <Text size="sm" fw={500}>
          {String(row.year ?? "")}
        </Text>
      ),
    },
  ],
  initial: (row) => ({ year: num(row?.year) }),
};

/** "January 2027": an intake's name as the reference data writes them (in English, like every reference name). */
export function intakeName(month: number, year: unknown): string | null {
  if (!Number.isInteger(month) || month < 1 || month > 12 || typeof year !== "number") return null;
  const name = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString("en", { month: "long", timeZone: "UTC" });
  return `${name} ${year}`;
}

const intakes: MasterConfig = {
  resource: "intakes",
  menuId: "intakes",
  path: paths.masters.intakes.path,
  schema: intakeBody,
  nameOf,
  fields: [
    { kind: "text", name: "name", required: true },
    { kind: "month", name: "month", required: true },
    {
      kind: "lookup",
      name: "year_id",
      from: "years",
      optionLabel: (y) => String(y.year ?? ""),
      required: true,
    },
  ],
  columns: [
    nameColumn,
    { id: "month", header: (t) => t("mastersPage.fields.month"), cell: (row, t) => monthLabel(t, row.month) },
    { id: "year", header: (t) => t("mastersPage.fields.year"), cell: (row) => String(row.year ?? "") },
  ],
  initial: (row) => ({ name: str(row?.name), month: idStr(row?.month), year_id: idStr(row?.year_id) }),
  suggestName: (values, years) =>
    intakeName(Number(values.month), years.find((y) => String(y.id) === values.year_id)?.year),
};

const applicationStatuses: MasterConfig = {
  resource: "application-statuses",
  menuId: "applicationStatuses",
  path: paths.masters.applicationStatuses.path,
  schema: applicationStatusBody,
  nameOf,
  fields: [
    { kind: "text", name: "name", required: true },
    { kind: "translations", name: "names" },
    { kind: "number", name: "sort_order", required: true, min: 0, max: 999 },
    { kind: "colour", name: "colour" },
    { kind: "switch", name: "is_terminal" },
    { kind: "switch", name: "triggers_commission" },
    { kind: "textarea", name: "description" },
  ],
  columns: [
    orderColumn,
    {
      id: "name",
      header: (t) => t("mastersPage.fields.name"),
      cell: (row) => (
        <Badge color={str(row.colour) || "gray"} variant="dot" tt="none" style={{ minWidth: "max-content" }}>
          {str(row.name)}
        </Badge>
      ),
    },
    { id: "terminal", header: (t) => t("mastersPage.columns.terminal"), cell: (row, t) => yesNo(row.is_terminal, t) },
    {
      id: "commission",
      header: (t) => t("mastersPage.columns.commission"),
      cell: (row, t) => yesNo(row.triggers_commission, t),
    },
  ],
  initial: (row) => ({
    name: str(row?.name),
    ...translationValues("names", row?.names),
    sort_order: num(row?.sort_order),
    colour: str(row?.colour) || "gray",
    is_terminal: bool(row?.is_terminal),
    triggers_commission: bool(row?.triggers_commission),
    description: str(row?.description),
  }),
};

const isDestination = (v: Record<string, unknown>) => v.is_study_destination === true;

const countries: MasterConfig = {
  resource: "countries",
  menuId: "countries",
  path: paths.masters.countries.path,
  schema: countryBody,
  nameOf,
  fields: [
    { kind: "text", name: "name", required: true },
    { kind: "text", name: "iso2", required: true, upper: true, placeholder: "GB" },
    { kind: "text", name: "iso3", required: true, upper: true, placeholder: "GBR" },
    { kind: "text", name: "phone_code", placeholder: "+44" },
    { kind: "text", name: "currency", upper: true, placeholder: "GBP" },
    { kind: "lookup", name: "region_id", from: "regions", optionLabel: nameOf },
    { kind: "switch", name: "is_study_destination" },
    {
      kind: "lookup",
      name: "study_level_ids",
      from: "study-levels",
      optionLabel: nameOf,
      multiple: true,
      showWhen: isDestination,
    },
  ],
  columns: [
    nameColumn,
    {
      id: "codes",
      header: (t) => t("mastersPage.columns.codes"),
      cell: (row) => (
        <Ltr>
          {str(row.iso2)} / {str(row.iso3)}
        </Ltr>
      ),
    },
    {
      id: "region",
      header: (t) => t("mastersPage.fields.region_id"),
      cell: (row, t) => (row.region as { name?: string } | null)?.name ?? t("mastersPage.none"),
    },
    {
      id: "destination",
      header: (t) => t("mastersPage.columns.destination"),
      cell: (row, t) =>
        row.is_study_destination
          ? ((row.study_levels as { name: string }[] | undefined) ?? []).map((l) => l.name).join(", ") ||
            t("mastersPage.yes")
          : t("mastersPage.no"),
    },
    {
      id: "currency",
      header: (t) => t("mastersPage.fields.currency"),
      cell: (row) => <Ltr>{str(row.currency)}</Ltr>,
    },
  ],
  initial: (row) => ({
    name: str(row?.name),
    iso2: str(row?.iso2),
    iso3: str(row?.iso3),
    phone_code: str(row?.phone_code),
    currency: str(row?.currency),
    region_id: idStr(row?.region_id),
    is_study_destination: bool(row?.is_study_destination),
    study_level_ids: Array.isArray(row?.study_level_ids) ? (row.study_level_ids as number[]).map(String) : [],
  }),
};

const regions: MasterConfig = {
  resource: "regions",
  menuId: "regions",
  path: paths.masters.regions.path,
  schema: regionBody,
  nameOf,
  fields: [{ kind: "text", name: "name", required: true }],
  columns: [
    nameColumn,
    {
      id: "countries_count",
      header: (t) => t("mastersPage.fields.countries_count"),
      cell: (row) => String(row.countries_count ?? 0),
      align: "right",
      width: 120,
    },
  ],
  initial: (row) => ({ name: str(row?.name) }),
};

const studyLevels: MasterConfig = {
  resource: "study-levels",
  menuId: "studyLevels",
  path: paths.masters.studyLevels.path,
  schema: studyLevelBody,
  nameOf,
  fields: [
    { kind: "text", name: "name", required: true },
    { kind: "translations", name: "names" },
    { kind: "number", name: "sort_order", min: 0, max: 999 },
  ],
  columns: [orderColumn, nameColumn],
  initial: (row) => ({
    name: str(row?.name),
    ...translationValues("names", row?.names),
    sort_order: num(row?.sort_order),
  }),
};

/** The eight Masters in menu order. */
export const MASTER_CONFIGS: MasterConfig[] = [
  roles,
  years,
  intakes,
  applicationStatuses,
  countries,
  regions,
  studyLevels,
  currencyRates,
];

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);

/** The config whose path is this location, if any. */
export function configForPath(pathname: string): MasterConfig | undefined {
  return MASTER_CONFIGS.find((c) => c.path === trim(pathname));
}
