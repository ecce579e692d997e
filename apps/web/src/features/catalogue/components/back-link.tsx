import { Anchor } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";

/** A small link back to a list, above a detail page's title. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
      <IconArrowLeft size={14} aria-hidden />
      {children}
    </Anchor>
  );
}
