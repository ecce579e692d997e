import { Drawer } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { MasterItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import type { MasterConfig } from "../config/types";
import { MasterForm } from "./master-form";

export type DrawerState = { mode: "closed" } | { mode: "create" } | { mode: "edit"; item: MasterItem };

/** The add / edit form in a side drawer (full width on a phone). */
export function MasterDrawer({
  config,
  state,
  onClose,
  onSaved,
}: {
  config: MasterConfig;
  state: DrawerState;
  onClose: () => void;
  onSaved: (item: MasterItem, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 36em)");
  const item = state.mode === "edit" ? state.item : undefined;
  return (
    <Drawer
      opened={state.mode !== "closed"}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "md"}
      closeButtonProps={{ "aria-label": t("mastersPage.form.close") }}
      title={
        item
          ? t("mastersPage.form.editTitle", { name: config.nameOf(item) })
          : t(`mastersPage.resources.${config.resource}.addTitle`)
      }
    >
      {state.mode !== "closed" && (
        <MasterForm key={item?.id ?? "new"} config={config} item={item} onSaved={onSaved} onCancel={onClose} />
      )}
    </Drawer>
  );
}
