import { Text, type TextProps } from "@mantine/core";
import { exactTime, fromNow } from "../lib/dates";

/** "2 days ago", with the exact time on hover and for machines. */
export function RelativeTime({ iso, ...props }: { iso: string } & TextProps) {
  return (
    <Text component="time" dateTime={iso} title={exactTime(iso)} size="sm" {...props}>
      {fromNow(iso)}
    </Text>
  );
}
