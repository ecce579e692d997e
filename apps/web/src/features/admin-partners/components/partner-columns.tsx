import { Anchor, Stack, Text } from "@mantine/core";
import type { AdminPartnerItem } from "@pp/shared";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { DataColumn } from "../../../components/data-table";
import { Ltr } from "../../../components/ltr";
import { formatDate, formatNumber } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import type { RefNames } from "../../lookups/use-ref-names";
import { PartnerStatusBadge } from "./status-badge";

/** Company (a link to its page), contact, country, status, counts and sign-up date. */
export function partnerColumns(t: TFunction, names: RefNames): DataColumn<AdminPartnerItem>[] {
  const count = (id: "users" | "students" | "applications"): DataColumn<AdminPartnerItem> => ({
    id,
    header: t(`adminPartnersPage.columns.${id}`),
    align: "right",
    cell: (row) => formatNumber(row.counts[id]),
  });
  return [
    {
      id: "company",
      header: t("adminPartnersPage.columns.company"),
      cell: (row) => (
        <Anchor component={Link} to={paths.admin.partner.href(row.id)} fw={500} size="sm">
          {row.company_name}
        </Anchor>
      ),
    },
    {
      id: "contact",
      header: t("adminPartnersPage.columns.contact"),
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.contact_name}</Text>
          {/* Left-to-right data, isolated so it keeps its order in a right-to-left page (issue 20). */}
          <Text size="xs" c="dimmed" data-testid="partner-email">
            <Ltr>{row.contact_email}</Ltr>
          </Text>
          {row.contact_phone ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }} data-testid="partner-phone">
              <Ltr>{row.contact_phone}</Ltr>
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: "country",
      header: t("adminPartnersPage.columns.country"),
      cell: (row) => (row.country ? names.country(row.country) : t("adminPartnersPage.detail.none")),
    },
    {
      id: "status",
      header: t("adminPartnersPage.columns.status"),
      cell: (row) => <PartnerStatusBadge status={row.status} />,
    },
    count("users"),
    count("students"),
    count("applications"),
    {
      id: "created",
      header: t("adminPartnersPage.columns.created"),
      cell: (row) => formatDate(row.created_at),
    },
  ];
}
