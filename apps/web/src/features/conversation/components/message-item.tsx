import { Avatar, Badge, Button, Group, Stack, Text } from "@mantine/core";
import type { ApplicationDetail, MessageSide } from "@pp/shared";
import { IconChecks, IconPaperclip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Ltr } from "../../../components/ltr";
import { RelativeTime } from "../../../components/relative-time";
import { fileSize } from "../utils/file-problem";
import classes from "./conversation.module.css";

type Message = ApplicationDetail["messages"][number];

/** One message: who wrote it and for which side, when, its text and files, and its marks (new, read). */
export function MessageItem({
  message: m,
  reader,
  isNew,
  onDownload,
  partnerName,
}: {
  message: Message;
  /** The side reading: its own messages sit on the end. */
  reader: MessageSide;
  /** Unread when the page showed it: marked "New" while the page stays open. */
  isNew: boolean;
  onDownload: (url: string) => void;
  partnerName?: string;
}) {
  const { t, i18n } = useTranslation();
  const own = m.side === reader;
  const name = m.author?.name ?? t("conversation.unknownAuthor");
  const sideLabel =
    m.side === "admin"
      ? t("conversation.sides.admissions")
      : own
        ? t("conversation.sides.ownTeam")
        : (partnerName ?? t("conversation.sides.partner"));
  return (
    <li className={classes.item} data-own={own || undefined} data-new={isNew || undefined} data-testid="message">
      <Avatar
        radius="xl"
        size={32}
        variant="filled"
        color={m.side === "admin" ? "grape.8" : "brand"}
        name={name}
        aria-hidden
      />
      <div className={classes.bubble}>
        <Group gap={6} justify="space-between" wrap="wrap">
          <Text size="sm" fw={600}>
            {name}
            <Text span size="xs" c="dimmed" fw={400}>
              {" · "}
              {sideLabel}
            </Text>
          </Text>
          <Group gap={6} wrap="nowrap">
            {isNew && (
              <Badge size="xs" color="orange" variant="filled" autoContrast>
                {t("conversation.newMark")}
              </Badge>
            )}
            <RelativeTime iso={m.created_at} size="xs" c="dimmed" />
          </Group>
        </Group>
        {m.body && (
          <Text size="sm" mt={4} className={classes.body} dir="auto">
            {m.body}
          </Text>
        )}
        {m.attachments.length > 0 && (
          <Stack gap={4} mt={6} align="flex-start">
            {m.attachments.map((f) => (
              <Button
                key={f.id}
                variant="default"
                size="compact-sm"
                className={classes.file}
                leftSection={<IconPaperclip size={14} aria-hidden />}
                aria-label={t("conversation.download", { name: f.file_name })}
                onClick={() => onDownload(f.download_url)}
              >
                <span className={classes.fileName} dir="auto">
                  {f.file_name}
                </span>
                <Text span size="xs" c="dimmed" ms={6}>
                  <Ltr>{fileSize(f.size_bytes, i18n.language)}</Ltr>
                </Text>
              </Button>
            ))}
          </Stack>
        )}
        {own && m.read_at && (
          <Group gap={4} mt={4} justify="flex-end" c="dimmed">
            <IconChecks size={14} aria-hidden />
            <Text size="xs">{t("conversation.read")}</Text>
          </Group>
        )}
      </div>
    </li>
  );
}
