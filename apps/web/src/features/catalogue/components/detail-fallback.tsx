import { Alert, Container, type ContainerProps, Skeleton, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { errorMessage, isApiError } from "../../../lib/api-error";

/**
 * What a catalogue detail page shows before it has its record: skeletons while loading, then "not found" (an
 * unknown or malformed id, or a 404) or the server's reason in red.
 */
export function DetailFallback({
  size,
  back,
  loading,
  error,
  heading,
  notFound,
  failed,
}: {
  size: ContainerProps["size"];
  /** The link back to the list. */
  back: ReactNode;
  loading: boolean;
  error: unknown;
  /** The list's title, as the page's heading. */
  heading: string;
  notFound: string;
  /** Said when the error carries no sentence of its own. */
  failed: string;
}) {
  if (loading) {
    return (
      <Container size={size} py="lg">
        <Stack gap="md" aria-busy>
          {back}
          <Skeleton height={40} width="55%" />
          <Skeleton height={220} radius="md" />
        </Stack>
      </Container>
    );
  }
  const missing = !error || (isApiError(error) && error.status === 404);
  return (
    <Container size={size} py="lg">
      <Stack gap="md">
        {back}
        <Title order={1}>{heading}</Title>
        <Alert color={missing ? "gray" : "red"} role="alert">
          {missing ? notFound : errorMessage(error, failed)}
        </Alert>
      </Stack>
    </Container>
  );
}
