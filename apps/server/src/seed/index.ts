import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema/index";
import type { FileStorage } from "../lib/storage";
import { refreshOfferHistory } from "../modules/matching/likelihood";
import { seedAccounts } from "./accounts";
import { seedBank } from "./bank";
import { adminId, partnerUsers, seedBook } from "./book";
import { seedCatalogue } from "./catalogue";
import { seedCommissions } from "./commissions";
import { seedDeadlines } from "./deadlines";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { seedDocuments } from "./documents";
import { seedExperts } from "./experts";
import { seedPlacementHistory } from "./history";
import { seedLarge } from "./large";
import { seedCourseRequirements, seedStudentMatching } from "./matching";
import { seedReference } from "./reference";
import { seedPendingPartners, seedTickets } from "./requests";
import { seedTasks } from "./tasks";
import { seedUpdates } from "./updates";

export type SeedSize = "demo" | "large";

async function partnerIdOf(db: Db, email: string) {
  const [u] = await db
    .select({ partner_id: users.partner_id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return u?.partner_id ?? null;
}

/**
 * Reference data, the catalogue, the demo accounts and their books. Idempotent: a second run changes nothing.
 * With a file store, the demo students also get their documents and the Documents Bank its files (small PDFs).
 */
export async function seed(
  db: Db,
  size: SeedSize = "demo",
  log?: (line: string) => void,
  opts: { storage?: FileStorage } = {},
) {
  const ref = await seedReference(db);
  const catalogue = await seedCatalogue(db);
  await seedAccounts(db);
  await seedExperts(db);
  const admin = await adminId(db);
  const books = [
    { email: DEMO_ACCOUNTS.partner.email, students: 150, applications: 300, seed: 101 },
    { email: DEMO_ACCOUNTS.partner2.email, students: 20, applications: 30, seed: 202 },
  ];
  for (const b of books) {
    const pid = await partnerIdOf(db, b.email);
    if (pid === null) continue;
    const userIds = await partnerUsers(db, pid);
    await seedBook(db, { partnerId: pid, userIds, adminId: admin, ...b });
    if (opts.storage) await seedDocuments(db, opts.storage, pid, b.seed);
    await seedCommissions(db, pid, b.seed, { partnerUser: userIds[0] ?? null, admin }, opts.storage);
  }
  // Every module has something to try: updates, the Documents Bank (its files need a store), the approval
  // queue and support tickets.
  // The demo partner's tasks, after its documents so the automatic ones ask only for what is missing (decision 052).
  const demoPartner = await partnerIdOf(db, DEMO_ACCOUNTS.partner.email);
  if (demoPartner !== null) await seedTasks(db, demoPartner);
  await seedUpdates(db, admin);
  if (opts.storage) await seedBank(db, opts.storage, admin);
  await seedPendingPartners(db);
  await seedTickets(db, admin);
  await seedPlacementHistory(db);
  if (size === "large") {
    await seedLarge(db, log);
    await seedCourseRequirements(db);
  }
  await seedStudentMatching(db);
  await seedDeadlines(db, await partnerIdOf(db, DEMO_ACCOUNTS.partner.email));
  // The recurring job keeps it current; a fresh database has figures from the start.
  await refreshOfferHistory(db);
  return { ...ref, ...catalogue };
}

export { DEMO_ACCOUNTS, DEMO_PARTNERS } from "./demo-accounts";
