import { Badge, Group } from "@mantine/core";

/** A record's tags as small chips (a list's row or card, a detail page); nothing when it has none. */
export function TagChips({ tags, max = 3 }: { tags: string[]; max?: number }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  return (
    <Group gap={4} wrap="wrap">
      {shown.map((tag) => (
        <Badge key={tag} size="sm" variant="light" color="gray" radius="sm" tt="none">
          {tag}
        </Badge>
      ))}
      {tags.length > shown.length ? (
        <Badge size="sm" variant="outline" color="gray" radius="sm" title={tags.slice(max).join(", ")}>
          +{tags.length - shown.length}
        </Badge>
      ) : null}
    </Group>
  );
}
