import { Badge, Button, Drawer } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A list's filters (issue 20): inline on wide screens; on a phone folded into a "Filters" button that says how many
 * are set and opens them in a drawer, so the first result is on the first screen.
 */
export function FiltersFold({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery("(max-width: 48em)");
  const [opened, drawer] = useDisclosure(false);
  if (!narrow) return <>{children}</>;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        rightSection={count > 0 ? <Badge size="sm">{count}</Badge> : null}
        onClick={drawer.open}
        aria-label={count > 0 ? t("table.filtersSet", { count }) : t("table.filters")}
        fullWidth
      >
        {t("table.filters")}
      </Button>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="bottom"
        size="auto"
        title={t("table.filters")}
        closeButtonProps={{ "aria-label": t("table.closeFilters") }}
        // Kept mounted: a search typed just before closing still reaches the address after its pause.
        keepMounted
      >
        {children}
      </Drawer>
    </>
  );
}

/** How many of a list's filters differ from their defaults (paging and ordering are not filters). */
export function activeFilterCount(values: Record<string, unknown>, defaults: Record<string, unknown>): number {
  const skip = new Set(["page", "page_size", "ordering"]);
  return Object.keys(defaults).filter((k) => !skip.has(k) && String(values[k] ?? "") !== String(defaults[k] ?? ""))
    .length;
}
