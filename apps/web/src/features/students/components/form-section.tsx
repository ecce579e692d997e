import { SimpleGrid, Stack, Title, type TitleOrder } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled group of form fields, two columns from the `sm` breakpoint on. */
export function FormSection({ title, order, children }: { title: string; order: TitleOrder; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={order} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}
