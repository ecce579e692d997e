import { Badge, Collapse, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { UpdateItem } from "@pp/shared";
import { IconChevronDown, IconPinFilled } from "@tabler/icons-react";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../../../lib/format";
import { htmlExcerpt } from "../utils/html";
import { CategoryBadge } from "./category-badge";
import { UpdateBody } from "./update-body";
import classes from "./update-card.module.css";

type Props = {
  item: UpdateItem;
  open: boolean;
  onToggle: (item: UpdateItem) => void;
  /** A line above the title (e.g. "From your notification"). */
  eyebrow?: ReactNode;
  highlight?: boolean;
};

/** One update in the feed: title, category, date, unread and pinned marks; opens in place to the full text. */
export function UpdateCard({ item, open, onToggle, eyebrow, highlight }: Props) {
  const { t } = useTranslation();
  const unread = !item.read;
  const excerpt = useMemo(() => htmlExcerpt(item.body_html), [item.body_html]);
  const titleId = `update-${item.id}-title`;
  const bodyId = `update-${item.id}-body`;

  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      className={classes.card}
      id={`update-${item.id}`}
      aria-labelledby={titleId}
      data-unread={unread || undefined}
      data-pinned={item.pinned || undefined}
      data-highlight={highlight || undefined}
      data-testid="update-card"
    >
      <div className={classes.header}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {unread ? <span className={classes.dot} aria-hidden /> : null}
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            {eyebrow ? (
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                {eyebrow}
              </Text>
            ) : null}
            <Group gap="xs" wrap="nowrap" align="flex-start">
              {item.pinned ? (
                <IconPinFilled
                  size={18}
                  aria-hidden
                  style={{ flex: "none", marginTop: 3, color: "var(--mantine-primary-color-filled)" }}
                />
              ) : null}
              <Title order={2} fz="lg" fw={unread ? 700 : 600} lh={1.35} style={{ minWidth: 0 }}>
                <UnstyledButton
                  className={classes.toggle}
                  id={titleId}
                  aria-expanded={open}
                  aria-controls={bodyId}
                  onClick={() => onToggle(item)}
                >
                  {item.title}
                  {item.pinned ? <VisuallyHidden> ({t("updatesPage.feed.pinned")})</VisuallyHidden> : null}
                  {unread ? <VisuallyHidden> ({t("updatesPage.feed.unreadMark")})</VisuallyHidden> : null}
                </UnstyledButton>
              </Title>
              {unread ? (
                <Badge variant="filled" size="sm" style={{ flex: "none", marginTop: 3 }} aria-hidden>
                  {t("updatesPage.feed.new")}
                </Badge>
              ) : null}
            </Group>
            <Group gap="sm" wrap="wrap">
              <CategoryBadge category={item.category} />
              {item.pinned ? (
                <Text size="sm" c="dimmed" fw={500}>
                  {t("updatesPage.feed.pinned")}
                </Text>
              ) : null}
              <Text size="sm" c="dimmed" title={formatDateTime(item.publish_at)}>
                <time dateTime={item.publish_at}>
                  {t("updatesPage.feed.published", { date: formatDate(item.publish_at) })}
                </time>
              </Text>
            </Group>
            {!open && excerpt ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {excerpt}
              </Text>
            ) : null}
          </Stack>
          <IconChevronDown size={20} className={classes.chevron} data-open={open || undefined} aria-hidden />
        </Group>
      </div>
      <Collapse expanded={open} id={bodyId} role="region" aria-labelledby={titleId}>
        <div className={classes.panel}>
          <UpdateBody html={item.body_html} />
        </div>
      </Collapse>
    </Paper>
  );
}
