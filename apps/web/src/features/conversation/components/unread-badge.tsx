import "../strings";
import { Badge } from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A list row's unread messages from the other side (nothing when there are none). */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  const label = t("conversation.unreadInList", { count });
  return (
    <Badge
      size="sm"
      color="orange"
      variant="filled"
      autoContrast
      leftSection={<IconMessage size={12} aria-hidden />}
      aria-label={label}
      title={label}
      data-testid="unread-badge"
    >
      {count}
    </Badge>
  );
}
