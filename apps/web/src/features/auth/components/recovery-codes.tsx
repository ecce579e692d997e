import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCopy, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** The ten recovery codes, shown once, to copy or download; `onDone` when the person says they have them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join("\n")}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "partner-portal-recovery-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={t("twoFactor.enroll.recoveryTitle")}>
        {t("twoFactor.enroll.recoveryHelp")}
      </Alert>
      <Text size="sm" fw={500} id="recovery-codes-label">
        {t("twoFactor.enroll.recoveryLabel")}
      </Text>
      <SimpleGrid cols={2} spacing="xs" aria-labelledby="recovery-codes-label" role="list" dir="ltr">
        {codes.map((c) => (
          <Code key={c} role="listitem" fz="sm" ta="center">
            {c}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <Button variant="default" size="xs" leftSection={<IconCopy size={14} />} onClick={() => void copy()}>
          {copied ? t("twoFactor.enroll.copied") : t("twoFactor.enroll.copy")}
        </Button>
        <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} onClick={download}>
          {t("twoFactor.enroll.download")}
        </Button>
      </Group>
      {/* At the start side: the back-to-top button floats at the end side's bottom corner and covered it (issue 35). */}
      <Group justify="flex-start">
        <Button onClick={onDone}>{t("twoFactor.enroll.done")}</Button>
      </Group>
    </Stack>
  );
}
