import { Chip, Group } from "@mantine/core";
import { COMMISSION_STATUSES, type CommissionSummary } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { STATUS_COLOURS } from "../utils/status";

type Props = {
  summary: CommissionSummary | undefined;
  status: string;
  onStatus: (status: string) => void;
};

/** The records per status, each a chip that filters the list by it (All clears it). */
export function StatusChips({ summary, status, onStatus }: Props) {
  const { t } = useTranslation();
  if (!summary) return null;
  const total = Object.values(summary.by_status).reduce((a, b) => a + b, 0);
  return (
    <Group gap="xs" role="group" aria-label={t("paymentsPage.summary.byStatus")}>
      <Chip.Group multiple={false} value={status || "all"} onChange={(v) => onStatus(v === "all" ? "" : v)}>
        <Chip value="all" variant="outline" size="sm">
          {t("paymentsPage.summary.chip", { label: t("paymentsPage.summary.all"), count: total })}
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
  );
}
