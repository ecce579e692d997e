import { Drawer } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { SubLoginItem } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { SubLoginForm } from "./sublogin-form";

export type DrawerState = { mode: "closed" } | { mode: "create" } | { mode: "edit"; item: SubLoginItem };

/** The add / edit form in a side drawer (full width on a phone). */
export function SubLoginDrawer({
  state,
  onClose,
  onSaved,
}: {
  state: DrawerState;
  onClose: () => void;
  onSaved: (item: SubLoginItem, created: boolean) => void;
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
      closeButtonProps={{ "aria-label": t("subLoginsPage.form.close") }}
      title={item ? t("subLoginsPage.form.editTitle", { name: item.name }) : t("subLoginsPage.form.addTitle")}
    >
      {state.mode !== "closed" && (
        <SubLoginForm key={item?.id ?? "new"} item={item} onSaved={onSaved} onCancel={onClose} />
      )}
    </Drawer>
  );
}
