import { notifications } from "@mantine/notifications";
import { i18n } from "../../../lib/i18n";

/** A toast after an action: teal for done, red for refused; its close button has a name. */
export function notify(kind: "success" | "error", message: string) {
  notifications.show({
    color: kind === "success" ? "teal" : "red",
    title: i18n.t(kind === "success" ? "expertsPage.notify.successTitle" : "expertsPage.notify.errorTitle"),
    message,
    autoClose: kind === "success" ? 5000 : 8000,
    closeButtonProps: { "aria-label": i18n.t("expertsPage.notify.close") },
  });
}
