import "../strings";
import { Badge, Box, Group, Text, Title } from "@mantine/core";
import type { ApplicationDetail, MessageSide } from "@pp/shared";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, saveFile } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/api-error";
import { useMarkRead } from "../api/mark-read";
import { apiPath } from "../api/paths";
import { Composer } from "./composer";
import classes from "./conversation.module.css";
import { MessageItem } from "./message-item";

/** Whether the person can see the page now (a hidden tab has not read what arrives). */
const visible = () => typeof document === "undefined" || document.visibilityState === "visible";

/**
 * The conversation between the partner's team and admissions on one application (issue 35), oldest first, as
 * `side` reads it; a box to write for those who may. The other side's unread messages are marked read once shown
 * (and the tab is visible); they keep their "New" mark while the page stays open. New messages arrive live: the
 * notification they bring refreshes the application (layout/live-invalidation.ts).
 */
export function Conversation({
  side,
  applicationId,
  messages,
  canWrite,
  partnerName,
}: {
  side: MessageSide;
  applicationId: number;
  messages: ApplicationDetail["messages"];
  canWrite: boolean;
  /** Admissions' page names the partner's messages by the partner's company. */
  partnerName?: string;
}) {
  const { t } = useTranslation();
  const markRead = useMarkRead(side, applicationId);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const [downloadError, setDownloadError] = useState<string | null>(null);
  // The unread ones as a key: the effect runs again only when another message becomes unread.
  const unreadKey = messages
    .filter((m) => m.unread)
    .map((m) => m.id)
    .join(",");
  const { mutate } = markRead;

  useEffect(() => {
    if (unreadKey === "") return;
    const ids = unreadKey.split(",").map(Number);
    const newest = ids[ids.length - 1]!;
    setFresh((old) => new Set([...old, ...ids]));
    const mark = () => {
      if (!visible()) return false;
      mutate(newest);
      return true;
    };
    if (mark()) return;
    const onShow = () => {
      if (mark()) document.removeEventListener("visibilitychange", onShow);
    };
    document.addEventListener("visibilitychange", onShow);
    return () => document.removeEventListener("visibilitychange", onShow);
  }, [unreadKey, mutate]);

  const download = (url: string) => {
    setDownloadError(null);
    api
      .download(apiPath(url))
      .then(saveFile)
      .catch((err) => setDownloadError(errorMessage(err, t("conversation.downloadFailed"))));
  };

  return (
    <section aria-labelledby="conversation-heading">
      <Group gap="xs" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="conversation-heading">
          {t(side === "partner" ? "conversation.headingPartner" : "conversation.headingAdmin")}
        </Title>
        {fresh.size > 0 && (
          <Badge color="orange" variant="filled" autoContrast data-testid="new-count">
            {t("conversation.newCount", { count: fresh.size })}
          </Badge>
        )}
      </Group>
      {messages.length === 0 ? (
        <Text c="dimmed" size="sm" mb="sm">
          {t(canWrite ? "conversation.empty" : "conversation.emptyReadOnly")}
        </Text>
      ) : (
        <Box mb="md">
          <ol className={classes.thread} aria-label={t("conversation.listLabel")}>
            {messages.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                reader={side}
                isNew={fresh.has(m.id)}
                onDownload={download}
                partnerName={partnerName}
              />
            ))}
          </ol>
          {downloadError && (
            <Text size="sm" c="red" role="alert" mt={4}>
              {downloadError}
            </Text>
          )}
        </Box>
      )}
      {canWrite ? (
        <Composer side={side} applicationId={applicationId} />
      ) : (
        <Text c="dimmed" size="sm">
          {t("conversation.readOnly")}
        </Text>
      )}
    </section>
  );
}
