import { Text, Title } from "@mantine/core";
import type { ApplicationDetail } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { MessageList as SharedList } from "../../../components/message-list";

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
        <SharedList
          messages={messages}
          label={t("adminApplicationsPage.messages.listLabel")}
          unknownAuthor={t("adminApplicationsPage.messages.unknownAuthor")}
        />
      )}
    </section>
  );
}
