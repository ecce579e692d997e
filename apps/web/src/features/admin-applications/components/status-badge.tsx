import { Badge, type BadgeProps } from "@mantine/core";
import { useMasterNames } from "../../lookups/use-master-names";

/** An application status in its own colour (the colour comes with the data), as a dot badge. */
export function StatusBadge({
  status,
  ...props
}: { status: { id?: number; name: string; colour: string } } & BadgeProps) {
  const names = useMasterNames();
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
      {names.status(status)}
    </Badge>
  );
}
