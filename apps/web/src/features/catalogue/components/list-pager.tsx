import { Group, Pagination, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Props = { label: string; page: number; pageSize: number; total: number; onChange: (page: number) => void };

/** Pages of a card list: "13–24 of 1,503" and the page buttons (hidden with one page). */
export function ListPager({ label, page, pageSize, total, onChange }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text size="sm" c="dimmed">
        {t("table.range", { first, last, total })}
      </Text>
      {pages > 1 && (
        <nav aria-label={label}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            siblings={1}
            boundaries={1}
            size="sm"
            getControlProps={(control) => ({ "aria-label": t(`table.${control}`) })}
            getItemProps={(p) => ({ "aria-label": t("table.page", { page: p }) })}
          />
        </nav>
      )}
    </Group>
  );
}
