import { Text, type TextProps } from "@mantine/core";
import { useFormat } from "../lib/format";

/** "2 days ago", with the exact time on hover and for machines; in the interface's language. */
export function RelativeTime({ iso, ...props }: { iso: string } & TextProps) {
  const { formatDateTime, formatRelative } = useFormat();
  return (
    <Text component="time" dateTime={iso} title={formatDateTime(iso)} size="sm" {...props}>
      {formatRelative(iso)}
    </Text>
  );
}
