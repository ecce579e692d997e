import { Text, Timeline, Title } from "@mantine/core";
import type { ApplicationDetail } from "@pp/shared";
import { IconArrowRight, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../../../components/relative-time";
import { useMasterNames } from "../../lookups/use-master-names";
import type { StatusRef } from "../api/lookups";
import { timelineTitle } from "../utils/application-state";

type Props = { timeline: ApplicationDetail["timeline"]; colours: Map<number, StatusRef> };

/** Every status move, oldest first: from → to, who, when and the note. */
export function ApplicationTimeline({ timeline, colours }: Props) {
  const { t } = useTranslation();
  const names = useMasterNames();
  return (
    <section aria-labelledby="timeline-heading">
      <Title order={2} size="h4" id="timeline-heading" mb="sm">
        {t("applicationsPage.timeline.heading")}
      </Title>
      {timeline.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("applicationsPage.timeline.empty")}
        </Text>
      ) : (
        <Timeline active={timeline.length - 1} bulletSize={22} lineWidth={2} data-testid="timeline">
          {timeline.map((e) => {
            const title = timelineTitle(e, names.status);
            const colour = colours.get(e.to.id)?.colour ?? "gray";
            return (
              <Timeline.Item
                key={e.id}
                color={colour}
                bullet={title.key === "created" ? <IconPlus size={12} /> : <IconArrowRight size={12} />}
                title={
                  <Text fw={600} size="sm" component="span">
                    {title.key === "created"
                      ? t("applicationsPage.timeline.created", { to: title.to })
                      : t("applicationsPage.timeline.move", { from: title.from, to: title.to })}
                  </Text>
                }
              >
                <Text size="xs" c="dimmed" component="div">
                  {e.by
                    ? t("applicationsPage.timeline.by", { name: e.by.name })
                    : t("applicationsPage.timeline.bySystem")}
                  {" · "}
                  <RelativeTime iso={e.created_at} size="xs" c="dimmed" span />
                </Text>
                {e.note && (
                  <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
                    {t("applicationsPage.timeline.note", { note: e.note })}
                  </Text>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </section>
  );
}
