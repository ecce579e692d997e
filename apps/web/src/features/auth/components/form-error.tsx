import { Text } from "@mantine/core";

/** A failed submission's message, in red under the form, announced to screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Text c="red.7" size="sm" fw={500} role="alert" ta="center">
      {message}
    </Text>
  );
}
