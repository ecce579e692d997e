import { Alert, Badge, Group, Stack, Text } from "@mantine/core";
import { IconAlarm, IconAlertTriangle, IconCalendarEvent } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatCalendarDay } from "../../lib/format";
import { daysUntil, isSoon, todayIso } from "./days";
import "./strings";

/** An intake's closing day on a course: "Applications close 30 Jun 2027", or "Applications closed …" once past. */
export function IntakeDeadline({ closesOn, today = todayIso() }: { closesOn: string | null; today?: string }) {
  const { t } = useTranslation();
  if (!closesOn) return null;
  const past = daysUntil(closesOn, today) < 0;
  return (
    <Text size="sm" c={past ? "dimmed" : undefined} data-testid="intake-deadline">
      {t(past ? "deadlines.closed" : "deadlines.closes", { date: formatCalendarDay(closesOn) })}
    </Text>
  );
}

/** The days left to a deadline: "5 days left", "Closes today"; nothing once it has passed. */
export function DaysLeft({ deadline, today = todayIso() }: { deadline: string; today?: string }) {
  const { t } = useTranslation();
  const n = daysUntil(deadline, today);
  if (n < 0) return null;
  return <>{n === 0 ? t("deadlines.today") : t("deadlines.daysLeft", { count: n })}</>;
}

/**
 * An application's own deadline (its course and intake): the day and the days left, highlighted when within 14 days
 * and the application is not yet submitted.
 */
export function ApplicationDeadline({
  deadline,
  submitted,
  today = todayIso(),
}: {
  deadline: string | null;
  submitted: boolean;
  today?: string;
}) {
  const { t } = useTranslation();
  if (!deadline) return null;
  const past = daysUntil(deadline, today) < 0;
  const urgent = !submitted && isSoon(deadline, today);
  return (
    <Alert
      color={urgent ? "orange" : "gray"}
      variant={urgent ? "light" : "outline"}
      icon={urgent ? <IconAlarm size={18} aria-hidden /> : <IconCalendarEvent size={18} aria-hidden />}
      title={t("deadlines.title")}
      // The title in the text's colour: orange on light orange falls short of 4.5:1 (axe).
      styles={{ title: { color: "var(--mantine-color-text)" } }}
      data-testid="application-deadline"
      data-urgent={urgent || undefined}
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {t(past ? "deadlines.closed" : "deadlines.closes", { date: formatCalendarDay(deadline) })}
        </Text>
        {!past ? (
          <Badge color={urgent ? "red.9" : "gray"} variant={urgent ? "filled" : "default"}>
            <DaysLeft deadline={deadline} today={today} />
          </Badge>
        ) : null}
      </Group>
    </Alert>
  );
}

export type PassportWarningValue = { expires_on: string; valid_until_needed: string } | null;

/** The visa rule's warning: the passport expires before the intake's start plus six months. */
export function PassportWarning({ warning, short = false }: { warning: PassportWarningValue; short?: boolean }) {
  const { t } = useTranslation();
  if (!warning) return null;
  const expiry = formatCalendarDay(warning.expires_on);
  if (short)
    return (
      <Group gap={4} wrap="nowrap" data-testid="passport-warning">
        <IconAlertTriangle size={14} color="var(--mantine-color-orange-6)" aria-hidden style={{ flex: "none" }} />
        <Text size="sm">{t("deadlines.passportShort", { expiry })}</Text>
      </Group>
    );
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t("deadlines.passportTitle")}
      styles={{ title: { color: "var(--mantine-color-text)" } }}
      data-testid="passport-warning"
    >
      {t("deadlines.passport", { expiry, needed: formatCalendarDay(warning.valid_until_needed) })}
    </Alert>
  );
}

/** Each intake that has a deadline, with its closing day (the course page, the comparison); nothing when none has. */
export function IntakeDeadlineList<T extends { id: number; closes_on: string | null }>({
  intakes,
  nameOf,
  today = todayIso(),
}: {
  intakes: readonly T[];
  nameOf: (i: T) => string;
  today?: string;
}) {
  const dated = intakes.filter((i) => i.closes_on);
  if (dated.length === 0) return null;
  return (
    <Stack
      gap={4}
      mt="sm"
      component="ul"
      style={{ listStyle: "none", padding: 0, margin: 0 }}
      data-testid="intake-deadlines"
    >
      {dated.map((i) => (
        <Group key={i.id} gap={6} component="li" wrap="wrap">
          <Text size="sm" fw={600}>
            {nameOf(i)}
          </Text>
          <IntakeDeadline closesOn={i.closes_on} today={today} />
        </Group>
      ))}
    </Stack>
  );
}
