import { Text, type TextProps } from "@mantine/core";
import { useFormat } from "../../../lib/format";

/** "5 minutes ago", with the full date and time for assistive technology and on hover; in the interface's language. */
export function NotificationTime({ date, ...props }: { date: string; id?: string } & TextProps) {
  const { formatDateTime, formatRelative } = useFormat();
  return (
    <Text component="time" dateTime={date} title={formatDateTime(date)} size="xs" c="dimmed" {...props}>
      {formatRelative(date)}
    </Text>
  );
}
