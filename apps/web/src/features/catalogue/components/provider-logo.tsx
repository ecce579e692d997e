import { Avatar } from "@mantine/core";
import { initialsOf } from "../utils/format";

/** The provider's logo, or its initials on a tinted circle. */
export function ProviderLogo({ name, url, size = 36 }: { name: string; url: string | null; size?: number }) {
  return (
    <Avatar src={url} alt="" size={size} radius="md" variant="filled" color="brand" aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}
