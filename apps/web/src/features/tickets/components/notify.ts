import { notifications } from "@mantine/notifications";
import { i18n } from "../../../lib/i18n";
import "../strings";

/** A toast whose close button has a name (Mantine's has none by default). */
export function notify(message: string, color: "teal" | "red" | "orange" = "teal", autoClose?: number) {
  notifications.show({
    color,
    message,
    autoClose,
    closeButtonProps: { "aria-label": i18n.t("ticketsPage.closeToast") },
  });
}
