import { Badge, type BadgeProps, Box } from "@mantine/core";
import { useMasterNames } from "../../lookups/use-master-names";

/**
 * An application status in its own colour (the colour comes with the data): a tinted badge with a dot
 * in the full colour; the text keeps the page's text colour so it stays readable on every tint.
 */
export function StatusBadge({
  status,
  ...props
}: { status: { id?: number; name: string; colour: string } } & BadgeProps) {
  const names = useMasterNames();
  return (
    <Badge
      color={status.colour}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      leftSection={
        <Box
          component="span"
          w={8}
          h={8}
          style={{ borderRadius: "50%", background: `var(--mantine-color-${status.colour}-filled)` }}
          aria-hidden
        />
      }
      style={{ color: "var(--mantine-color-text)", overflow: "visible" }}
      styles={{ label: { overflow: "visible", whiteSpace: "nowrap" } }}
      {...props}
    >
      {names.status(status)}
    </Badge>
  );
}
