import { and, asc, count, eq, gt, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { applications, roles, students, users } from "../../db/schema/index";
import { phrase } from "../../lib/messages";
import { containsPattern } from "../../lib/sql";
import { ACCOUNT_STATUSES, PERMISSION_WORDS } from "./reader";
import { BATCH, byId, type ReportSource } from "./source-kit";

export const subLoginReportQuery = z.object({
  search: z.string().trim().max(100, "Search is at most 100 characters.").optional(),
  status: z.enum(["active", "disabled"], { error: "status is active or disabled." }).optional(),
});
type SubLoginQuery = z.infer<typeof subLoginReportQuery>;
const subLoginFilters = (partnerId: number, q: SubLoginQuery): SQL[] => {
  const f: SQL[] = [eq(users.partner_id, partnerId), eq(users.is_sub_login, true)];
  if (q.search) f.push(sql`lower(${users.name} || ' ' || ${users.email}) like ${containsPattern(q.search)}`);
  if (q.status) f.push(eq(users.status, q.status));
  return f;
};
/** The sub-logins export: the partner's sub-logins with what each has added. */
export const subloginsReport: ReportSource<SubLoginQuery> = {
  permission: "sublogins.manage",
  query: subLoginReportQuery,
  columns: [
    { label: phrase("ID"), type: "number" },
    { label: phrase("Name") },
    { label: phrase("Email") },
    { label: phrase("Phone"), type: "phone" },
    { label: phrase("Role") },
    { label: phrase("Status") },
    { label: phrase("Permissions") },
    { label: phrase("Students added"), type: "number" },
    { label: phrase("Applications made"), type: "number" },
    { label: phrase("Last sign-in (UTC)"), type: "datetime" },
    { label: phrase("Created at (UTC)"), type: "datetime" },
  ],
  async count(db, partnerId, q) {
    const [r] = await db
      .select({ n: count() })
      .from(users)
      .where(and(...subLoginFilters(partnerId, q)));
    return r?.n ?? 0;
  },
  batches(db, partnerId, q, reader) {
    return byId(
      (after) =>
        db
          .select({
            id: users.id,
            u: users,
            role: roles.name,
            students: sql<number>`(select count(*)::int from ${students} where ${students.created_by} = ${users.id})`,
            applications: sql<number>`(select count(*)::int from ${applications} where ${applications.created_by} = ${users.id})`,
          })
          .from(users)
          .leftJoin(roles, eq(roles.id, users.role_id))
          .where(and(...subLoginFilters(partnerId, q), gt(users.id, after)))
          .orderBy(asc(users.id))
          .limit(BATCH),
      (r) => [
        r.u.id,
        r.u.name,
        r.u.email,
        r.u.phone,
        r.role,
        reader.code(ACCOUNT_STATUSES, r.u.status),
        (r.u.permissions ?? []).map((p) => reader.code(PERMISSION_WORDS, p)).join("; "),
        Number(r.students),
        Number(r.applications),
        r.u.last_login_at,
        r.u.created_at,
      ],
    );
  },
};
