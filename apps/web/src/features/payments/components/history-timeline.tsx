import { Text, Timeline, Title } from "@mantine/core";
import type { CommissionDetail } from "@pp/shared";
import { IconArrowRight, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { isCommissionStatus, STATUS_COLOURS } from "../utils/status";

/** Every change of the record, oldest first: from → to, the note, who and when. */
export function HistoryTimeline({ history }: { history: CommissionDetail["history"] }) {
  const { t } = useTranslation();
  const label = (s: string) => (isCommissionStatus(s) ? t(`paymentsPage.status.${s}`) : s);
  return (
    <section aria-labelledby="commission-history">
      <Title order={3} size="h5" id="commission-history" mb="sm">
        {t("paymentsPage.detail.history")}
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("paymentsPage.detail.historyEmpty")}
        </Text>
      ) : (
        <Timeline active={history.length - 1} bulletSize={22} lineWidth={2} data-testid="commission-history">
          {history.map((h) => (
            <Timeline.Item
              key={h.id}
              color={isCommissionStatus(h.to_status) ? STATUS_COLOURS[h.to_status] : "gray"}
              bullet={h.from_status ? <IconArrowRight size={12} aria-hidden /> : <IconPlus size={12} aria-hidden />}
              title={
                <Text fw={600} size="sm" component="span">
                  {h.from_status
                    ? t("paymentsPage.detail.move", { from: label(h.from_status), to: label(h.to_status) })
                    : t("paymentsPage.detail.opened", { to: label(h.to_status) })}
                </Text>
              }
            >
              <Text size="xs" c="dimmed" component="div">
                {h.by ? t("paymentsPage.detail.by", { name: h.by }) : t("paymentsPage.detail.bySystem")}
                {" · "}
                <time dateTime={h.at}>{formatDateTime(h.at)}</time>
              </Text>
              {h.note ? (
                <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {h.note}
                </Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </section>
  );
}
