/** A LIKE pattern that finds `q` anywhere, case-folded, with its own % and _ taken literally. */
export const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether a database error is a unique-constraint violation (both drivers; drizzle may wrap it). */
export function isUniqueViolation(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
}

/** Whether a database error is a NOT NULL violation on `column` (both drivers; drizzle may wrap it). */
export function isNotNullViolation(err: unknown, column: string) {
  const e = err as { code?: string; column?: string; cause?: { code?: string; column?: string } };
  const db = e.code ? e : e.cause;
  return db?.code === "23502" && db.column === column;
}

/** What `unlessUnique` answers when the statement met a unique index. */
export const UNIQUE_CLASH: unique symbol = Symbol("unique clash");

/**
 * Runs `fn` in a savepoint (a nested transaction): a unique violation rolls back only the savepoint, so the
 * enclosing unit of work can go on (to name the record it clashed with) instead of being aborted.
 */
export async function unlessUnique<Tx, T>(
  db: { transaction: (fn: (tx: Tx) => Promise<T>) => Promise<T> },
  fn: (tx: Tx) => Promise<T>,
): Promise<T | typeof UNIQUE_CLASH> {
  try {
    return await db.transaction(fn);
  } catch (err) {
    if (isUniqueViolation(err)) return UNIQUE_CLASH;
    throw err;
  }
}
