import type { CounsellorItem } from "@pp/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/index";
import { AppError } from "../../lib/errors";

/** 422 on the counsellor field: nothing is changed. */
const refused = (message: string) => new AppError(422, message, { counsellor_id: [message] });

/** The people a partner's records can be given to: its own account first, then its active sub-logins by name. */
export async function listCounsellors(db: Db, partnerId: number): Promise<CounsellorItem[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, is_sub_login: users.is_sub_login })
    .from(users)
    .where(and(eq(users.partner_id, partnerId), eq(users.role, "Partner"), eq(users.status, "active")))
    .orderBy(asc(users.is_sub_login), asc(users.name), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: r.name, is_owner: !r.is_sub_login }));
}

/**
 * The counsellor a write names, checked: a user of the caller's partner (its owner or a sub-login) who is active.
 * Another partner's user answers exactly like an unknown id (never reveal who exists elsewhere).
 */
export async function checkCounsellor(db: Db, partnerId: number, id: number) {
  const [u] = await db
    .select({ id: users.id, name: users.name, status: users.status, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), eq(users.partner_id, partnerId)));
  if (u?.role !== "Partner") throw refused("Choose a counsellor from your team.");
  if (u.status !== "active")
    throw refused(`${u.name} is disabled; choose an active member of your team as counsellor.`);
  return { id: u.id, name: u.name };
}
