import { Alert, Button, Collapse, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { CLAIM_OVERDUE_DAYS, type CommissionSummary } from "@pp/shared";
import { IconAlertTriangle, IconChevronDown } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Ltr } from "../../../components/ltr";
import type { paymentsStrings } from "../strings";
import { CurrencyCard } from "./currency-card";

type Props = {
  summary: CommissionSummary | undefined;
  loading: boolean;
  error: string | null;
  overdue: string;
  onOverdue: (overdue: string) => void;
};

/**
 * Each currency's expected amount and its parts, and the overdue claims. On a phone (issue 20) the currencies fold
 * behind a "Totals per currency" button, so the first record is on the first screen.
 */
export function SummaryCards({ summary, loading, error, overdue, onOverdue }: Props) {
  const { t } = useTranslation();
  const s = (key: keyof typeof paymentsStrings.paymentsPage.summary) => t(`paymentsPage.summary.${key}`);
  const narrow = useMediaQuery("(max-width: 48em)");
  const [unfolded, fold] = useDisclosure(false);
  if (error) {
    return (
      <Alert color="red" role="alert">
        {error}
      </Alert>
    );
  }
  if (!summary) {
    if (narrow) return <Skeleton h={36} radius="sm" aria-busy={loading || undefined} />;
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={loading || undefined}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={132} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  const cards = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {summary.currencies.map((c) => (
        <CurrencyCard key={c.currency} c={c} />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="md">
      <section aria-label={s("label")}>
        {summary.currencies.length === 0 ? (
          <Paper withBorder radius="lg" p="md">
            <Text c="dimmed">{s("none")}</Text>
          </Paper>
        ) : narrow ? (
          <>
            <Button
              variant="default"
              fullWidth
              justify="space-between"
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden
                  style={{ transform: unfolded ? "rotate(180deg)" : undefined, transition: "transform 150ms" }}
                />
              }
              aria-expanded={unfolded}
              aria-controls="payment-totals"
              onClick={fold.toggle}
            >
              {s("label")}
              <Text span c="dimmed" ms="xs" size="sm">
                <Ltr>{summary.currencies.map((c) => c.currency).join(" · ")}</Ltr>
              </Text>
            </Button>
            <Collapse expanded={unfolded} id="payment-totals" pt="sm">
              {cards}
            </Collapse>
          </>
        ) : (
          cards
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
    </Stack>
  );
}
