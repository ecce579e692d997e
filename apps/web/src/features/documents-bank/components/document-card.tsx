import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { BankDocumentItem } from "@pp/shared";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import { fileKind, formatBytes } from "../utils/files";
import { categoryName } from "./category-label";
import { FileIcon } from "./file-icon";

type Props = {
  doc: BankDocumentItem;
  onDownload: (doc: BankDocumentItem) => void;
  downloading: boolean;
};

/** One document of the bank: what it is, whom it is from, its version and size, and Download. */
export function DocumentCard({ doc, onDownload, downloading }: Props) {
  const { t } = useTranslation();
  const kind = fileKind(doc.content_type, doc.file_name);
  const titleId = `document-${doc.id}-title`;
  const from = [doc.provider?.name ?? t("documentsBankPage.card.general"), doc.country?.name]
    .filter(Boolean)
    .join(" · ");
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="lg"
      aria-labelledby={titleId}
      data-testid="document-card"
      style={{ display: "flex", flexDirection: "column", height: "100%" }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <FileIcon kind={kind} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="md" lh={1.35} id={titleId} style={{ overflowWrap: "anywhere" }}>
            {doc.title}
          </Title>
          <Text size="sm" c="dimmed" lineClamp={1} title={from}>
            {from}
          </Text>
        </Stack>
      </Group>
      <Text size="sm" mt="sm" lineClamp={3} style={{ flex: 1 }} c={doc.description ? undefined : "dimmed"}>
        {doc.description ?? ""}
      </Text>
      <Group gap={6} mt="md" wrap="wrap">
        <Badge variant="dot" color="brand">
          {categoryName(t, doc.category)}
        </Badge>
        <Badge variant="dot" color="gray" data-testid="document-version">
          {t("documentsBankPage.card.version", { version: doc.version })}
        </Badge>
      </Group>
      <Group justify="space-between" align="center" mt="md" gap="sm" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t(`documentsBankPage.fileKinds.${kind}`)} · {formatBytes(doc.size_bytes)}
          <br />
          <time dateTime={doc.updated_at}>
            {t("documentsBankPage.card.updated", { date: formatDate(doc.updated_at) })}
          </time>
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => onDownload(doc)}
          loading={downloading}
          aria-label={t("documentsBankPage.card.downloadNamed", { title: doc.title })}
          style={{ flex: "none" }}
        >
          {t("documentsBankPage.card.download")}
        </Button>
      </Group>
    </Paper>
  );
}
