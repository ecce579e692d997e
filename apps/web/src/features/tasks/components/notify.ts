import { notifications } from "@mantine/notifications";

/** A short confirmation after an action. */
export function notifySuccess(message: string) {
  notifications.show({ color: "teal", message });
}

/** The server's sentence (or a fallback) when an action is refused. */
export function notifyError(message: string) {
  notifications.show({ color: "red", message, autoClose: 8000 });
}
