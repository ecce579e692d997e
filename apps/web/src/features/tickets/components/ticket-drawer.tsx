import { Drawer } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TicketSide } from "../api/keys";
import { TicketDetailLoader } from "./ticket-detail";
import { useTicketParam } from "./use-ticket-param";

/** The ticket named by `?ticket=ID`, in a right-hand panel over the list (notifications link here). */
export function TicketDrawer({ side }: { side: TicketSide }) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 48em)");
  const { id, close } = useTicketParam();
  // The last ticket stays in the panel while it slides out.
  const last = useRef<number | null>(id);
  if (id !== null) last.current = id;
  const shown = id ?? last.current;
  return (
    <Drawer
      opened={id !== null}
      onClose={close}
      position="right"
      size={phone ? "100%" : 720}
      title={shown !== null ? t("ticketsPage.detail.title", { id: shown }) : ""}
      closeButtonProps={{ "aria-label": t("ticketsPage.detail.close") }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      {shown !== null ? <TicketDetailLoader key={shown} side={side} id={shown} /> : null}
    </Drawer>
  );
}
