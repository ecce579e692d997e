// My day benchmark (issue 36, decision 053): GET partner/my-day/ one request at a time, on PostgreSQL, for the issue's
// case (a counsellor of a partner with about 1,000 students: a sub-login the run adds once, with the demo
// counsellor's permissions, to the large data's partner whose student count is nearest 1,000), and for the demo
// counsellor (counsellor@example.com) and owner of the partner with 10,000 students. Target: p95 under 20 ms.
// The large data has no unread admissions' messages and few tickets, so the run first adds, once, what a busy
// agency would have: an unread message from admissions on every 25th application of every partner (the demo
// partner's 400, 12,000 in all) and 300 tickets awaiting the partner (60 of them the demo partner's).
// Usage: npm run bench:my-day [-- --samples 200]
import { sql } from "drizzle-orm";
import { users } from "../src/db/schema/index";
import { hashPassword } from "../src/lib/crypto";
import { options } from "./options";
import { quantile, signIn, startServerProcess } from "./server-process";
import { prepareBenchDatabase } from "./setup";

const MARK = "Bench: admissions need the student's updated transcript.";
const samples = Math.max(Number(options.samples) || 0, 200);

const database = await prepareBenchDatabase();
const [{ n } = { n: 0 }] = (
  (await database.db.execute(
    sql`select count(*)::int as n from application_messages where body = ${MARK}`,
  )) as unknown as {
    rows: { n: number }[];
  }
).rows;
if (n === 0) {
  console.log("adding unread messages and waiting tickets...");
  await database.db.execute(sql`insert into application_messages (application_id, side, body, created_at)
    select id, 'admin', ${MARK}, now() - (id % 500) * interval '1 hour' from applications where id % 25 = 0`);
  await database.db.execute(sql`insert into tickets (partner_id, subject, description, category, priority, status,
      first_response_due_at, resolution_due_at, first_responded_at, created_by)
    select p.id, 'Bench: which intake should this student choose?', 'The support team asked a question.', 'technical',
      'normal', 'awaiting_partner', now(), now() + interval '48 hours', now(),
      (select u.id from users u where u.partner_id = p.id and not u.is_sub_login limit 1)
    from generate_series(1, 60) g
    cross join (select id from partners where id in (select partner_id from users where email = 'counsellor@example.com')
      union all select id from (select id from partners order by id desc limit 4) x) p`);
  await database.db.execute(sql`analyze application_messages`);
  await database.db.execute(sql`analyze tickets`);
}
const MID = { email: "bench-counsellor-1000@example.com", password: "Counsellor@12345" };
const midPartner = (
  (await database.db.execute(sql`
    select s.partner_id as id, count(*)::int as students from students s
    where s.partner_id <> (select partner_id from users where email = 'partner@example.com')
    group by s.partner_id order by abs(count(*) - 1000), s.partner_id limit 1`)) as unknown as {
    rows: { id: number; students: number }[];
  }
).rows[0]!;
const [counsellorRow] = (
  (await database.db.execute(
    sql`select role_id, permissions from users where email = 'counsellor@example.com'`,
  )) as unknown as { rows: { role_id: number | null; permissions: string[] }[] }
).rows;
await database.db
  .insert(users)
  .values({
    email: MID.email,
    password_hash: await hashPassword(MID.password),
    name: "Bench Counsellor",
    role: "Partner",
    partner_id: midPartner.id,
    is_sub_login: true,
    role_id: counsellorRow?.role_id ?? null,
    permissions: counsellorRow?.permissions ?? [],
  })
  .onConflictDoNothing();
await database.close();

const server = await startServerProcess({ JOB_SCHEDULES: "off" });
const who = {
  [`counsellor (sub-login, ${midPartner.students.toLocaleString("en")}-student partner)`]: await signIn(
    server.address,
    MID.email,
    MID.password,
  ),
  "counsellor (sub-login, 10,000-student partner)": await signIn(
    server.address,
    "counsellor@example.com",
    "Counsellor@12345",
  ),
  "owner (10,000-student partner)": await signIn(server.address, "partner@example.com", "Partner@12345"),
};
const rows: string[] = [];
// The machine's own floor at the moment: GET /api/health (no database, no sign-in), timed the same way.
const cases: [string, string | null, string][] = [
  ["baseline: GET /api/health", null, "/api/health"],
  ...Object.entries(who).map(([label, token]): [string, string, string] => [label, token, "/api/partner/my-day/"]),
];
for (const [label, token, url] of cases) {
  const ask = async () => {
    const started = performance.now();
    const res = await fetch(`${server.address}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const body = (await res.json()) as { data?: { sections: { key: string; count: number }[] } };
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return { ms: performance.now() - started, body };
  };
  for (let i = 0; i < 20; i++) await ask();
  const times: number[] = [];
  let counts = "";
  for (let i = 0; i < samples; i++) {
    const r = await ask();
    times.push(r.ms);
    counts = r.body.data?.sections.map((s) => `${s.key} ${s.count}`).join(", ") ?? "";
  }
  times.sort((a, b) => a - b);
  const f = (q: number) => quantile(times, q).toFixed(1);
  rows.push(
    `| ${label} | ${counts} | ${samples} | ${f(0.5)} | ${f(0.95)} | ${f(0.99)} | ${quantile(times, 0.95) < 20 ? "met" : "NOT met"} |`,
  );
}
await server.close();
console.log("| who | sections | requests | p50 ms | p95 ms | p99 ms | p95 < 20 ms |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | --- |");
for (const r of rows) console.log(r);
process.exit(0);
