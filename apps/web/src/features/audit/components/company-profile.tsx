import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Ltr } from "../../../components/ltr";
import { formatDate, formatNumber } from "../../../lib/format";
import { useRefNames } from "../../lookups/use-ref-names";
import type { Company } from "../api/get-company";

const STATUS_COLOURS: Record<string, string> = {
  active: "teal",
  pending: "yellow",
  suspended: "red",
  rejected: "gray",
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The company's own record: name and status, contact, country, approval, commission terms and team size. */
export function CompanyProfile({ company: c }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const names = useRefNames();
  const none = t("auditPage.company.none");
  const statusKey = `auditPage.company.statuses.${c.status}`;
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} data-testid="company-profile">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <IconBuilding size={28} aria-hidden style={{ flex: "none" }} />
          <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
            {c.company_name}
          </Title>
          <Badge variant="dot" color={STATUS_COLOURS[c.status] ?? "gray"} style={{ minWidth: "max-content" }}>
            {i18n.exists(statusKey) ? t(statusKey as never) : c.status}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
          <Fact label={t("auditPage.company.contact")}>{c.contact_name}</Fact>
          <Fact label={t("auditPage.company.email")}>
            <Ltr>{c.contact_email}</Ltr>
          </Fact>
          <Fact label={t("auditPage.company.phone")}>{c.contact_phone ? <Ltr>{c.contact_phone}</Ltr> : none}</Fact>
          <Fact label={t("auditPage.company.country")}>{c.country ? names.country(c.country) : none}</Fact>
          <Fact label={t("auditPage.company.approved")}>
            {c.approved_at ? <time dateTime={c.approved_at}>{formatDate(c.approved_at)}</time> : none}
          </Fact>
          <Fact label={t("auditPage.company.commission")}>
            {c.commission_rate
              ? `${t("auditPage.company.commissionValue", { rate: formatNumber(c.commission_rate, { maximumFractionDigits: 2 }) })}${
                  c.commission_currency ? ` · ${c.commission_currency}` : ""
                }`
              : none}
          </Fact>
          <Fact label={t("auditPage.company.users")}>{formatNumber(c.users_count)}</Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
