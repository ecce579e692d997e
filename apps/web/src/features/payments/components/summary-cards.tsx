import { Alert, Button, Chip, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { CLAIM_OVERDUE_DAYS, COMMISSION_STATUSES, type CommissionSummary } from "@pp/shared";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { paymentsStrings } from "../strings";
import { STATUS_COLOURS } from "../utils/status";
import { CurrencyCard } from "./currency-card";

type Props = {
  summary: CommissionSummary | undefined;
  loading: boolean;
  error: string | null;
  status: string;
  overdue: string;
  onStatus: (status: string) => void;
  onOverdue: (overdue: string) => void;
};

/** Each currency's expected amount and its parts, the records per status (a filter) and the overdue claims. */
export function SummaryCards({ summary, loading, error, status, overdue, onStatus, onOverdue }: Props) {
  const { t } = useTranslation();
  const s = (key: keyof typeof paymentsStrings.paymentsPage.summary) => t(`paymentsPage.summary.${key}`);
  if (error) {
    return (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    );
  }
  if (!summary) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={loading || undefined}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={132} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  const total = Object.values(summary.by_status).reduce((a, b) => a + b, 0);

  return (
    <Stack gap="md">
      <section aria-label={s("label")}>
        {summary.currencies.length === 0 ? (
          <Paper withBorder radius="lg" p="md">
            <Text c="dimmed">{s("none")}</Text>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {summary.currencies.map((c) => (
              <CurrencyCard key={c.currency} c={c} />
            ))}
          </SimpleGrid>
        )}
      </section>

      {summary.overdue > 0 || overdue === "true" ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="overdue-alert"
          styles={{ body: { justifyContent: "center" } }}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={600}>
              {t("paymentsPage.overdue.alert", { count: summary.overdue, days: CLAIM_OVERDUE_DAYS })}
            </Text>
            {overdue === "true" ? (
              <Button size="xs" variant="default" onClick={() => onOverdue("")}>
                {t("paymentsPage.overdue.showAll")}
              </Button>
            ) : (
              <Button size="xs" color="red.9" onClick={() => onOverdue("true")}>
                {t("paymentsPage.overdue.show")}
              </Button>
            )}
          </Group>
        </Alert>
      ) : null}

      <Group gap="xs" role="group" aria-label={s("byStatus")}>
        <Chip.Group multiple={false} value={status || "all"} onChange={(v) => onStatus(v === "all" ? "" : v)}>
          <Chip value="all" variant="outline" size="sm">
            {t("paymentsPage.summary.chip", { label: s("all"), count: total })}
          </Chip>
          {COMMISSION_STATUSES.map((st) => (
            <Chip key={st} value={st} variant="outline" size="sm" data-testid={`chip-${st}`}>
              <Group gap={6} wrap="nowrap" component="span">
                <span
                  aria-hidden
                  style={{
                    width: 8,
                    height: 8,
                    borderRadius: "50%",
                    background: `var(--mantine-color-${STATUS_COLOURS[st]}-filled)`,
                  }}
                />
                {t("paymentsPage.summary.chip", {
                  label: t(`paymentsPage.status.${st}`),
                  count: summary.by_status[st] ?? 0,
                })}
              </Group>
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Stack>
  );
}
