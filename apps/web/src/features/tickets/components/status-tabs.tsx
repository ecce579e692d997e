import { Badge, ScrollArea, SegmentedControl } from "@mantine/core";
import { TICKET_STATUSES } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { statusTabs } from "../utils/labels";
import classes from "./tickets.module.css";

type Props = { value: string; counts: Record<string, number> | undefined; onChange: (status: string) => void };

/** One tab per status with its count (under the other filters), and All. */
export function StatusTabs({ value, counts, onChange }: Props) {
  const { t } = useTranslation();
  const tabs = statusTabs(counts);
  return (
    <ScrollArea type="auto" scrollbars="x">
      <SegmentedControl
        aria-label={t("ticketsPage.statusTabs")}
        value={value}
        onChange={onChange}
        styles={{ control: { flex: "0 0 auto" }, label: { overflow: "visible" } }}
        data={tabs.map((tab) => ({
          value: tab.value,
          label: (
            <span className={classes.tabLabel} data-testid={`status-tab-${tab.value || "all"}`}>
              <span>
                {tab.value && (TICKET_STATUSES as readonly string[]).includes(tab.value)
                  ? t(`ticketsPage.status.${tab.value as (typeof TICKET_STATUSES)[number]}`)
                  : t("ticketsPage.status.all")}
              </span>{" "}
              <Badge
                component="span"
                size="sm"
                radius="xl"
                variant={tab.value === value ? "filled" : "default"}
                color={tab.value === value ? "brand.7" : undefined}
                data-testid="status-count"
                style={{ flexShrink: 0, minWidth: 22 }}
              >
                {counts ? String(tab.count) : "…"}
              </Badge>
            </span>
          ),
        }))}
      />
    </ScrollArea>
  );
}
