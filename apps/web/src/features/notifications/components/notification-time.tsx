import { Text, type TextProps } from "@mantine/core";
import { absoluteTime, relativeTime } from "../utils/relative-time";

/** "5 minutes ago", with the full date and time for assistive technology and on hover. */
export function NotificationTime({ date, ...props }: { date: string; id?: string } & TextProps) {
  return (
    <Text component="time" dateTime={date} title={absoluteTime(date)} size="xs" c="dimmed" {...props}>
      {relativeTime(date)}
    </Text>
  );
}
