import { notifications } from "@mantine/notifications";
import { i18n } from "../../../lib/i18n";

/** A short confirmation after an action. */
export function notifySuccess(message: string) {
  notifications.show({ color: "teal", title: i18n.t("subLoginsPage.notify.successTitle"), message });
}

/** The server's sentence (or a fallback) when an action is refused. */
export function notifyError(message: string) {
  notifications.show({ color: "red", title: i18n.t("subLoginsPage.notify.errorTitle"), message, autoClose: 8000 });
}
