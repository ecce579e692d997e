import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The screen's one h1, a dimmed sentence under it, and the screen's main actions on the right. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div style={{ flex: "1 1 360px", minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {subtitle}
        </Text>
      </div>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
