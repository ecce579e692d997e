import type { Db } from "../client";
import { seedAccounts, seedLarge } from "./accounts";
import { seedReference } from "./reference";

export type SeedSize = "demo" | "large";

/** Seeds reference data and the demo accounts. Idempotent: a second run changes nothing. */
export async function seed(db: Db, size: SeedSize = "demo") {
  const ref = await seedReference(db);
  await seedAccounts(db);
  if (size === "large") await seedLarge(db);
  return ref;
}

export { DEMO_ACCOUNTS, DEMO_PARTNERS } from "./demo-accounts";
