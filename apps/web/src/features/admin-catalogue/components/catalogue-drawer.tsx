import { Drawer } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type DrawerState<T> = { mode: "closed" } | { mode: "create" } | { mode: "edit"; item: T };

/** A right-hand drawer for an add / edit form: the full width on a phone. */
export function CatalogueDrawer({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 36em)");
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "lg"}
      title={title}
      closeButtonProps={{ "aria-label": t("adminCataloguePage.form.close") }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
    >
      {opened ? children : null}
    </Drawer>
  );
}
