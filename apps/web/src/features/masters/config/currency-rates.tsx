import { Text } from "@mantine/core";
import { currencyRateBody, type MasterItem } from "@pp/shared";
import { formatDate, formatNumber } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import type { MasterConfig } from "./types";

const str = (v: unknown) => (typeof v === "string" ? v : "");

const perUsd = (row: MasterItem) => (typeof row.per_usd === "number" ? row.per_usd : Number(row.per_usd));

/** Exchange rates course matching compares budgets and fees through (issue 18): "1 USD = 0.79 GBP, as of 20 Nov 2026". */
export const currencyRates: MasterConfig = {
  resource: "currency-rates",
  menuId: "currencyRates",
  path: paths.masters.currencyRates.path,
  schema: currencyRateBody,
  nameOf: (row) => str(row.currency),
  searchPlaceholder: "searchByCurrency",
  fields: [
    { kind: "text", name: "currency", required: true, upper: true, placeholder: "GBP", hint: "currency" },
    { kind: "number", name: "per_usd", required: true, min: 0, decimals: 6, hint: "per_usd" },
    { kind: "date", name: "as_of", required: true, notAfterToday: true, hint: "as_of" },
    { kind: "switch", name: "is_active", hint: "is_active" },
  ],
  columns: [
    {
      id: "currency",
      header: (t) => t("mastersPage.fields.currency"),
      cell: (row) => (
        <Text size="sm" fw={600} ff="monospace">
          {str(row.currency)}
        </Text>
      ),
      width: 80,
    },
    {
      id: "rate",
      header: (t) => t("mastersPage.columns.rate"),
      // A formula: left to right in every language.
      cell: (row, t) => (
        <div dir="ltr" style={{ textAlign: "start" }}>
          <Text size="sm" fw={500}>
            {t("mastersPage.rate.perUsd", {
              rate: formatNumber(perUsd(row), { maximumFractionDigits: 6 }),
              currency: str(row.currency),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t("mastersPage.rate.inverse", {
              usd: formatNumber(1 / perUsd(row), { maximumSignificantDigits: 4 }),
              currency: str(row.currency),
            })}
          </Text>
        </div>
      ),
    },
    {
      id: "as_of",
      header: (t) => t("mastersPage.columns.asOf"),
      cell: (row) => (str(row.as_of) ? formatDate(str(row.as_of)) : ""),
      width: 140,
    },
  ],
  initial: (row) => ({
    currency: str(row?.currency),
    per_usd: typeof row?.per_usd === "number" ? row.per_usd : "",
    as_of: str(row?.as_of),
    is_active: typeof row?.is_active === "boolean" ? row.is_active : true,
  }),
};
