import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import type { ApplicationDetail } from "@pp/shared";
import { IconCircleCheck, IconCircleDashed } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMasterNames } from "../../lookups/use-master-names";

/** The documents the study level asks for and whether the partner uploaded each (read-only here). */
export function ChecklistCard({ application: a }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const names = useMasterNames();
  return (
    <section aria-labelledby="checklist-heading">
      <Title order={2} size="h4" id="checklist-heading">
        {t("adminApplicationsPage.documents.heading")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("adminApplicationsPage.documents.help")}
      </Text>
      {a.checklist.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("adminApplicationsPage.documents.empty")}
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }}>
          {a.checklist.map((c) => (
            <Group
              key={c.kind}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              data-kind={c.kind}
              data-state={c.uploaded ? "uploaded" : "missing"}
            >
              <Group gap={8} wrap="nowrap">
                {c.uploaded ? (
                  <IconCircleCheck size={18} color="var(--mantine-color-teal-filled)" aria-hidden />
                ) : (
                  <IconCircleDashed size={18} color="var(--mantine-color-dimmed)" aria-hidden />
                )}
                <Text size="sm">{names.documentKind(c.kind, c.label)}</Text>
              </Group>
              <Badge variant="dot" color={c.uploaded ? "teal" : "gray"} tt="none" style={{ minWidth: "max-content" }}>
                {c.uploaded
                  ? t("adminApplicationsPage.documents.uploaded")
                  : t("adminApplicationsPage.documents.missing")}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </section>
  );
}
