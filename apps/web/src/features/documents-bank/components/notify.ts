import { notifications } from "@mantine/notifications";
import { i18n } from "../../../lib/i18n";

/** A short toast after an action, its close button named for screen readers. */
export function notify(message: string, color: "teal" | "red" = "teal") {
  notifications.show({
    color,
    message,
    autoClose: color === "red" ? 8000 : 4000,
    closeButtonProps: { "aria-label": i18n.t("documentsBankPage.form.close") },
  });
}
