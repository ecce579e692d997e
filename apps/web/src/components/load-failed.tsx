import { Alert, Button, Text } from "@mantine/core";
import { errorMessage } from "../lib/api-error";

type Props = { title: string; error: unknown; retryLabel: string; onRetry: () => void };

/** What could not be loaded: the title, the server's own sentence when there is one, and a way to try again. */
export function LoadFailed({ title, error, retryLabel, onRetry }: Props) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Text size="sm" mb="sm">
        {errorMessage(error, title)}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
