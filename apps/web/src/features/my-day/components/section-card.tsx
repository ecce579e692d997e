import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { MyDaySection } from "@pp/shared";
import { IconArrowRight, IconCheck, IconCircleCheck, IconListCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCalendarDay, useFormat } from "../../../lib/format";
import { useSetTaskDone } from "../../tasks/api/tasks";
import { myDayKeys } from "../api/get-my-day";
import classes from "./my-day.module.css";
import { FIRST_ROWS, SECTION_FRAMES } from "./sections";

const PLACEHOLDER_ROWS = Array.from({ length: FIRST_ROWS }, (_, i) => `row-${i}`);

const frameOf = (key: string) => SECTION_FRAMES.find((f) => f.key === key);

/** A section's name, hint and empty sentence; a section the strings do not know yet shows its key. */
function useSectionWords(key: string) {
  const { t } = useTranslation();
  const k = (part: string) => `myDay.sections.${key}.${part}` as "myDay.sections.messages.title";
  return {
    title: t(k("title"), { defaultValue: key }),
    hint: t(k("hint"), { defaultValue: "" }),
    empty: t(k("empty"), { defaultValue: "" }),
  };
}

function CardFrame({ sectionKey, count, children }: { sectionKey: string; count?: number; children: ReactNode }) {
  const words = useSectionWords(sectionKey);
  const Icon = frameOf(sectionKey)?.icon ?? IconListCheck;
  const headingId = `my-day-${sectionKey}`;
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }} component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <Icon size={20} />
          </ThemeIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} fz="md" id={headingId}>
              {words.title}
            </Title>
            <Text size="xs" c="dimmed">
              {words.hint}
            </Text>
          </div>
          {count === undefined ? (
            <Skeleton height={22} width={36} radius="xl" />
          ) : (
            <Badge size="lg" variant={count ? "filled" : "light"} color={count ? undefined : "gray"}>
              {count}
            </Badge>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A section while the page loads: its frame, and room for its rows. */
export function SectionPlaceholder({ sectionKey }: { sectionKey: string }) {
  return (
    <CardFrame sectionKey={sectionKey}>
      <div className={classes.rows}>
        {PLACEHOLDER_ROWS.map((row) => (
          <div key={row} className={classes.row}>
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="60%" />
              <Skeleton height={10} width="40%" />
            </Stack>
          </div>
        ))}
      </div>
      <Skeleton height={30} width={120} />
    </CardFrame>
  );
}

/** Completes one of the person's tasks from My day; the page and the tasks lists are read again. */
function TaskDone({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const done = useSetTaskDone();
  return (
    <Button
      size="compact-xs"
      variant="light"
      className={classes.rowAction}
      leftSection={<IconCheck size={14} aria-hidden />}
      loading={done.isPending}
      aria-label={t("myDay.taskDoneLabel", { title })}
      onClick={() =>
        done.mutate({ id, done: true }, { onSuccess: () => void client.invalidateQueries({ queryKey: myDayKeys.all }) })
      }
    >
      {t("myDay.taskDone")}
    </Button>
  );
}

/** One section: its count, its first rows (each opens its record) and "See all" to the list with the same filter. */
export function SectionCard({ section }: { section: MyDaySection }) {
  const { t } = useTranslation();
  const words = useSectionWords(section.key);
  const format = useFormat();
  const frame = frameOf(section.key);
  // A calendar day (a deadline, an expiry) is written as a day; a moment with its time.
  const when = (date: string) =>
    t(`myDay.dates.${frame?.date ?? "waitingSince"}`, {
      date: date.length === 10 ? formatCalendarDay(date) : format.formatDateTime(date),
    });
  return (
    <CardFrame sectionKey={section.key} count={section.count}>
      <div className={classes.rows}>
        {section.items.length === 0 ? (
          <div className={classes.empty}>
            <Group gap="xs" wrap="nowrap">
              <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
              <Text size="sm">{words.empty}</Text>
            </Group>
          </div>
        ) : (
          <ul style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {section.items.map((item) => (
              <li key={item.id} className={classes.item}>
                <Link to={item.link} className={classes.row}>
                  <div className={classes.rowText}>
                    <Text size="sm" fw={600} truncate>
                      {item.title}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {[item.subtitle, item.date ? when(item.date) : ""].filter(Boolean).join(" · ")}
                    </Text>
                  </div>
                  <IconArrowRight size={16} aria-hidden className={classes.flipRtl} />
                </Link>
                {frame?.tasks ? <TaskDone id={item.id} title={item.title} /> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Group justify="flex-end">
        {section.count > 0 ? (
          <Button
            component={Link}
            to={section.list}
            variant="light"
            size="xs"
            rightSection={<IconArrowRight size={14} aria-hidden className={classes.flipRtl} />}
          >
            {t("myDay.seeAll", { count: section.count })}
          </Button>
        ) : (
          <Button component={Link} to={section.list} variant="subtle" size="xs" color="gray">
            {t("myDay.seeAll", { count: 0 })}
          </Button>
        )}
      </Group>
    </CardFrame>
  );
}
