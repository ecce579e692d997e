import {
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  type SearchApplication,
  type SearchKind,
  type SearchResults,
  type SearchStudent,
  type SearchTicket,
} from "@pp/shared";
import type { PartnerContext } from "../../plugins/partner-context";
import type { Match } from "./match";
import type { SearchQueries } from "./queries";

/** The permission a partner user needs to see each kind: the one its list needs (partners are the Superadmin's). */
const NEEDS: Record<SearchKind, string | null> = {
  students: "students.view",
  applications: "applications.view",
  courses: "courses.view",
  tickets: "tickets.manage",
  partners: null,
};

type Row = Record<string, unknown> & { partner_id?: number; partner_name?: string };

/** A row as the answer carries it: the partner named only in the Superadmin's results. */
const withOwner = ({ partner_id, partner_name, ...rest }: Row, admin: boolean) => ({
  ...rest,
  ...(partner_id === undefined ? {} : { partner: admin ? { id: partner_id, name: partner_name ?? "" } : null }),
});

/**
 * Every group the caller may see. A partner user (`partner` set) reads its own partner's records, each kind only
 * with the permission its list needs; the Superadmin (`partner` null) reads every partner's, and partners as well.
 * A kind the caller may see is always in the answer (empty when the query cannot match it); others never are.
 */
export async function searchFor(queries: SearchQueries, partner: PartnerContext | null, m: Match) {
  const admin = partner === null;
  const kinds = new Set(
    SEARCH_KINDS.filter((kind) => {
      const needed = NEEDS[kind];
      return admin || (needed !== null && partner.permissions.includes(needed));
    }),
  );
  const found = await queries.find(m, { partnerId: partner?.partnerId ?? null, kinds });
  const results: SearchResults = { query: m.text };
  for (const kind of kinds) {
    const rows = (found[kind] ?? []).map((r) => withOwner(r as Row, admin));
    const group = { items: rows.slice(0, SEARCH_GROUP_SIZE), more: rows.length > SEARCH_GROUP_SIZE };
    if (kind === "students") results.students = group as { items: SearchStudent[]; more: boolean };
    else if (kind === "applications") results.applications = group as { items: SearchApplication[]; more: boolean };
    else if (kind === "tickets") results.tickets = group as { items: SearchTicket[]; more: boolean };
    else if (kind === "courses") results.courses = group as NonNullable<SearchResults["courses"]>;
    else results.partners = group as NonNullable<SearchResults["partners"]>;
  }
  return results;
}
