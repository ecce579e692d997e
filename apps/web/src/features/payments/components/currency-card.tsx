import { Group, Paper, Progress, SimpleGrid, Text } from "@mantine/core";
import type { CommissionSummary } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { Ltr } from "../../../components/ltr";
import type { paymentsStrings } from "../strings";
import { formatMoney, partShares, SUMMARY_PARTS, type SummaryPart, toCents } from "../utils/money";

type Currency = CommissionSummary["currencies"][number];
type Key = keyof typeof paymentsStrings.paymentsPage.summary;

const COLOURS: Record<SummaryPart, string> = {
  received: "green",
  outstanding: "blue",
  on_hold: "orange",
  disputed: "red",
  shortfall: "yellow",
};

/**
 * One currency: the expected amount and every part it splits into, which add up to it (received + outstanding +
 * on hold + disputed + paid short), with a bar of the parts and the received share in words.
 */
export function CurrencyCard({ c }: { c: Currency }) {
  const { t } = useTranslation();
  const s = (key: Exclude<Key, "records_one" | "records_other" | "chip" | "receivedShare">) =>
    t(`paymentsPage.summary.${key}`);
  const { shares, received } = partShares(c);
  const over = toCents(c.shortfall) < 0;
  const label = (k: SummaryPart): string => {
    if (k === "on_hold") return s("onHold");
    if (k === "shortfall") return s(over ? "overpaid" : "shortfall");
    return s(k);
  };
  // Money paid over is shown as a positive amount under its own name; the sentence below says it is taken off.
  const amount = (k: SummaryPart) => (k === "shortfall" && over ? c.shortfall.replace(/^-/, "") : c[k]);

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      data-testid={`currency-${c.currency}`}
      aria-label={c.currency}
      component="article"
    >
      <Group justify="space-between" align="baseline" mb="xs">
        <Text fw={700} size="lg">
          {c.currency}
        </Text>
        <Text size="sm" c="dimmed">
          {t("paymentsPage.summary.records", { count: c.records })}
        </Text>
      </Group>
      <Stat label={s("expected")} value={formatMoney(c.expected, c.currency)} size="xl" testId="expected" />
      <SimpleGrid cols={2} spacing="xs" mt="xs" mb={0} component="dl">
        {SUMMARY_PARTS.map((k) => (
          <Stat
            key={k}
            label={label(k)}
            value={formatMoney(amount(k), c.currency)}
            testId={k === "on_hold" ? "on-hold" : k}
            colour={COLOURS[k]}
          />
        ))}
      </SimpleGrid>
      <Progress.Root size="sm" mt="sm" radius="xl" aria-hidden>
        {SUMMARY_PARTS.map((k) =>
          shares[k] > 0 ? <Progress.Section key={k} value={shares[k]} color={COLOURS[k]} /> : null,
        )}
      </Progress.Root>
      <Text size="xs" c="dimmed" mt={4} data-testid="received-share">
        {t("paymentsPage.summary.receivedShare", { percent: received })}
      </Text>
      <Text size="xs" c="dimmed">
        {s(over ? "addsUpOver" : "addsUp")}
      </Text>
    </Paper>
  );
}

function Stat({
  label,
  value,
  testId,
  colour,
  size = "md",
}: {
  label: string;
  value: string;
  testId: string;
  colour?: string;
  size?: "md" | "xl";
}) {
  const Term = size === "xl" ? "div" : "dt";
  const Value = size === "xl" ? "div" : "dd";
  return (
    <div style={{ margin: 0 }}>
      <Text component={Term} size="xs" c="dimmed" tt="uppercase" fw={600}>
        {colour ? (
          <span
            aria-hidden
            style={{
              display: "inline-block",
              width: 8,
              height: 8,
              marginInlineEnd: 6,
              borderRadius: "50%",
              background: `var(--mantine-color-${colour}-filled)`,
            }}
          />
        ) : null}
        {label}
      </Text>
      <Text
        component={Value}
        fw={700}
        size={size}
        m={0}
        data-testid={testId}
        style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
      >
        <Ltr>{value}</Ltr>
      </Text>
    </div>
  );
}
