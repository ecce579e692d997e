import { Text, Timeline, Title } from "@mantine/core";
import type { ApplicationDetail } from "@pp/shared";
import { IconArrowRight, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "../../../components/relative-time";
import { useMasterNames } from "../../lookups/use-master-names";

type Props = { timeline: ApplicationDetail["timeline"]; colours: Map<number, string> };

/** Every status move, oldest first: from → to, who, when and the note. */
export function StatusTimeline({ timeline, colours }: Props) {
  const { t } = useTranslation();
  const names = useMasterNames();
  return (
    <section aria-labelledby="timeline-heading">
      <Title order={2} size="h4" id="timeline-heading" mb="sm">
        {t("adminApplicationsPage.timeline.heading")}
      </Title>
      {timeline.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("adminApplicationsPage.timeline.empty")}
        </Text>
      ) : (
        <Timeline active={timeline.length - 1} bulletSize={22} lineWidth={2} data-testid="admin-timeline">
          {timeline.map((e) => (
            <Timeline.Item
              key={e.id}
              color={colours.get(e.to.id) ?? "gray"}
              bullet={e.from ? <IconArrowRight size={12} /> : <IconPlus size={12} />}
              title={
                <Text fw={600} size="sm" component="span">
                  {e.from
                    ? t("adminApplicationsPage.timeline.move", { from: names.status(e.from), to: names.status(e.to) })
                    : t("adminApplicationsPage.timeline.created", { to: names.status(e.to) })}
                </Text>
              }
            >
              <Text size="xs" c="dimmed" component="div">
                {e.by
                  ? t("adminApplicationsPage.timeline.by", { name: e.by.name })
                  : t("adminApplicationsPage.timeline.bySystem")}
                {" · "}
                <RelativeTime iso={e.created_at} size="xs" c="dimmed" span />
              </Text>
              {e.note && (
                <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {e.note}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </section>
  );
}
