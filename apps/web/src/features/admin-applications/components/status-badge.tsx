import { Badge, type BadgeProps } from "@mantine/core";

/** An application status in its own colour (the colour comes with the data), as a dot badge. */
export function StatusBadge({ status, ...props }: { status: { name: string; colour: string } } & BadgeProps) {
  return (
    <Badge
      color={status.colour}
      variant="dot"
      radius="sm"
      tt="none"
      fw={600}
      style={{ minWidth: "max-content" }}
      {...props}
    >
      {status.name}
    </Badge>
  );
}
