import { Alert, Button, Group, Modal, Text } from "@mantine/core";

type Props = {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Deactivating is the destructive direction: a red button. */
  destructive: boolean;
  loading: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a provider or course is deactivated (or activated again); a refusal shows the server's sentence. */
export function StatusModal(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Text size="sm">{props.body}</Text>
      {props.error ? (
        <Alert color="red" variant="light" role="alert" mt="md">
          {props.error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={props.onClose}>
          {props.cancelLabel}
        </Button>
        <Button color={props.destructive ? "red" : undefined} onClick={props.onConfirm} loading={props.loading}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
