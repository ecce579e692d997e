import { SEARCH_GROUP_SIZE, type SearchResults } from "@pp/shared";
import type { PartnerContext } from "../../plugins/partner-context";
import type { Match } from "./match";
import type { SearchQueries } from "./queries";

/** A group as the answer carries it: the first SEARCH_GROUP_SIZE, and whether a further one was read. */
const group = <T>(rows: T[]) => ({ items: rows.slice(0, SEARCH_GROUP_SIZE), more: rows.length > SEARCH_GROUP_SIZE });

/**
 * Every group the caller may see, asked at once. A partner user (`partner` set) reads its own partner's records,
 * each kind only with the permission its list needs; the Superadmin (`partner` null) reads every partner's, and
 * partners as well.
 */
export async function searchFor(queries: SearchQueries, partner: PartnerContext | null, m: Match) {
  const may = (permission: string) => partner === null || partner.permissions.includes(permission);
  const scope = partner?.partnerId ?? null;
  const ask = <T>(allowed: boolean, read: () => Promise<T[]>) => (allowed ? read().then(group) : undefined);
  const [students, applications, courses, tickets, partners] = await Promise.all([
    ask(may("students.view"), () => queries.students(m, scope)),
    ask(may("applications.view"), () => queries.applications(m, scope)),
    ask(may("courses.view"), () => queries.courses(m, partner === null)),
    ask(may("tickets.manage"), () => queries.tickets(m, scope)),
    ask(partner === null, () => queries.partners(m)),
  ]);
  const results: SearchResults = { query: m.text };
  if (students) results.students = students;
  if (applications) results.applications = applications;
  if (courses) results.courses = courses;
  if (tickets) results.tickets = tickets;
  if (partners) results.partners = partners;
  return results;
}
