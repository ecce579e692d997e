import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { errorMessage } from "../lib/api-error";

type Props = {
  /** The row being deleted; the modal is open while there is one. */
  opened: boolean;
  title: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The delete's error, if it failed: the server's sentence (say, what uses the row) is shown as it is. */
  error: unknown;
  /** Said when the error carries no sentence of its own. */
  failedLabel: string;
  pending: boolean;
  /** A refused delete cannot be retried as it is (the server said why). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Takes the confirm button's place (an expert with meetings offers "Deactivate instead"). */
  action?: ReactNode;
  closeLabel?: string;
  /** Shown under the body: choices the action takes (erasing a student: withdraw, "I understand"). */
  children?: ReactNode;
};

/** Asks before deleting; a refusal shows the server's sentence and removes nothing. */
export function ConfirmDeleteModal(props: Props) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      {...(props.closeLabel ? { closeButtonProps: { "aria-label": props.closeLabel } } : {})}
    >
      <Text size="sm">{props.body}</Text>
      {props.children ? (
        <Stack gap="sm" mt="md">
          {props.children}
        </Stack>
      ) : null}
      {props.error ? (
        <Alert color="red.8" variant="outline" role="alert" mt="md">
          {errorMessage(props.error, props.failedLabel)}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={props.onClose}>
          {props.cancelLabel}
        </Button>
        {props.action ?? (
          <Button color="red.8" onClick={props.onConfirm} loading={props.pending} disabled={props.confirmDisabled}>
            {props.confirmLabel}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
