/**
 * Record versions for optimistic concurrency (docs/decisions/013). A detail answer carries its version as an
 * `ETag` (made from its `updated_at`); a change sent with `If-Match` naming an older version is refused with 412.
 * Zod-free, so the browser and the server build the same tag from the same field.
 */
export const versionTag = (updatedAt: string | Date): string => `"${new Date(updatedAt).getTime().toString(36)}"`;

/** The instant an `If-Match` value names (weak or strong tag), or null when it names none we issued. */
export function versionFromTag(tag: string | undefined | null): Date | null {
  const m = tag ? /^\s*(?:W\/)?"([0-9a-z]+)"\s*$/.exec(tag) : null;
  if (!m?.[1]) return null;
  const ms = Number.parseInt(m[1], 36);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/** The sentence of a 412, for the record's kind ("application", "student"). */
export const staleSentence = (what: string) => `This ${what} was changed by someone else; reload to see the change.`;
