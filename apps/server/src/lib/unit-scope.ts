/**
 * Read from the unit of work's database stand-in (db/unit-of-work.ts), it names the unit the caller runs in (null
 * outside one). A cache shared by many requests uses it so that a unit never waits on a load another request
 * started: on the embedded database that load would queue behind the unit's own transaction, and both would wait.
 */
export const UNIT_SCOPE: unique symbol = Symbol("unit of work scope");

export const unitScopeOf = (db: object): object | null =>
  ((db as Record<symbol, unknown>)[UNIT_SCOPE] as object | null | undefined) ?? null;
