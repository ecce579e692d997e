import { Avatar, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ApplicationDetail } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { RelativeTime } from "./relative-time";

/** The application's message thread between the partner's team and the portal, oldest first (read-only here). */
export function MessageList({ messages }: { messages: ApplicationDetail["messages"] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="messages-heading">
      <Title order={2} size="h4" id="messages-heading" mb="sm">
        {t("adminApplicationsPage.messages.heading")}
      </Title>
      {messages.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("adminApplicationsPage.messages.empty")}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" aria-label={t("adminApplicationsPage.messages.listLabel")} p={0} m={0}>
          {messages.map((m) => {
            const name = m.author?.name ?? t("adminApplicationsPage.messages.unknownAuthor");
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
      )}
    </section>
  );
}
