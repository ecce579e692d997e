import { Badge, type BadgeProps, Box } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isCategory, isPriority, isStatus, priorityColour, statusColour } from "../utils/labels";

/** A tinted badge with a dot in the full colour; the text keeps the page's text colour (readable on every tint). */
function DotBadge({ colour, children, ...props }: { colour: string } & BadgeProps) {
  return (
    <Badge
      color={colour}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      leftSection={
        <Box
          component="span"
          w={8}
          h={8}
          style={{ borderRadius: "50%", background: `var(--mantine-color-${colour}-filled)` }}
          aria-hidden
        />
      }
      style={{ color: "var(--mantine-color-text)", overflow: "visible" }}
      styles={{ label: { overflow: "visible", whiteSpace: "nowrap" } }}
      {...props}
    >
      {children}
    </Badge>
  );
}

export function TicketStatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <DotBadge colour={statusColour(status)} {...props}>
      {isStatus(status) ? t(`ticketsPage.status.${status}`) : status}
    </DotBadge>
  );
}

export function PriorityBadge({ priority, ...props }: { priority: string } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <DotBadge colour={priorityColour(priority)} {...props}>
      {isPriority(priority) ? t(`ticketsPage.priority.${priority}`) : priority}
    </DotBadge>
  );
}

export function CategoryBadge({ category, ...props }: { category: string } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="gray" radius="sm" tt="none" fw={500} c="var(--mantine-color-text)" {...props}>
      {isCategory(category) ? t(`ticketsPage.category.${category}`) : category}
    </Badge>
  );
}
