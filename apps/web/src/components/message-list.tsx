import { Avatar, Group, Paper, Stack, Text } from "@mantine/core";
import type { ApplicationDetail } from "@pp/shared";
import { RelativeTime } from "./relative-time";

/** An application's messages, oldest first: who wrote each (with their role), when, and what. */
export function MessageList({
  messages,
  label,
  unknownAuthor,
}: {
  messages: ApplicationDetail["messages"];
  /** The list's accessible name. */
  label: string;
  /** Shown for a message whose author's account is gone. */
  unknownAuthor: string;
}) {
  return (
    <Stack gap="sm" component="ol" aria-label={label} p={0} m={0}>
      {messages.map((m) => {
        const name = m.author?.name ?? unknownAuthor;
        return (
          <Group key={m.id} component="li" align="flex-start" gap="sm" wrap="nowrap" style={{ listStyle: "none" }}>
            <Avatar radius="xl" size={32} variant="filled" color="brand" name={name} aria-hidden />
            <Paper withBorder radius="md" p="xs" style={{ flex: 1, minWidth: 0 }}>
              <Group gap={6} justify="space-between" wrap="wrap">
                <Text size="sm" fw={600}>
                  {name}
                  {m.author?.role && (
                    <Text span size="xs" c="dimmed" fw={400}>
                      {" "}
                      · {m.author.role}
                    </Text>
                  )}
                </Text>
                <RelativeTime iso={m.created_at} size="xs" c="dimmed" />
              </Group>
              <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {m.body}
              </Text>
            </Paper>
          </Group>
        );
      })}
    </Stack>
  );
}
