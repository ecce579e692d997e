/** A LIKE pattern that finds `q` anywhere, case-folded, with its own % and _ taken literally. */
export const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether a database error is a unique-constraint violation (both drivers; drizzle may wrap it). */
export function isUniqueViolation(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
}
