import type { SearchKind, SearchResults, SearchStudent } from "@pp/shared";
import { SEARCH_KINDS } from "@pp/shared";
import type { TFunction } from "i18next";
import { paths } from "../../../lib/paths";
import type { MenuItem } from "../../menu/menu-items";

/** One choosable line: where it goes, what it says. */
export interface SearchOption {
  value: string;
  href: string;
  title: string;
  detail?: string;
  /** A menu entry's icon. */
  menuItem?: MenuItem;
  /** "Show all": the list of its kind, searched for the query. */
  more?: boolean;
}
export interface SearchGroup {
  kind: "menu" | SearchKind;
  label: string;
  options: SearchOption[];
}

const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");

/** A student's second line: the field the query matched when it is not the name, else the e-mail. */
function studentDetail(s: SearchStudent, query: string, t: TFunction) {
  const q = query.trim().toLowerCase();
  const field = s.passport_number?.toLowerCase().includes(q)
    ? t("header.search.passport", { value: s.passport_number })
    : s.phone?.toLowerCase().includes(q)
      ? s.phone
      : s.email;
  return joined(field, s.partner?.name);
}

/** Where each kind opens, for a partner user and for the Superadmin (who has no student or course page). */
function hrefs(admin: boolean) {
  return {
    student: (s: SearchStudent) =>
      admin
        ? withQuery(paths.admin.students.path, { search: s.email, partner: String(s.partner?.id ?? "") })
        : paths.partnerDetail.student.href(s.id),
    application: (id: number) => (admin ? paths.admin.application.href(id) : paths.partnerDetail.application.href(id)),
    course: (c: { id: number; name: string; provider_id: number }) =>
      admin
        ? withQuery(paths.admin.courses.path, { search: c.name, provider: String(c.provider_id) })
        : paths.partnerDetail.course.href(c.id),
    ticket: (id: number) =>
      withQuery(admin ? paths.admin.tickets.path : paths.partner.tickets.path, { ticket: String(id) }),
    partner: (id: number) => paths.admin.partner.href(id),
    list: {
      students: admin ? paths.admin.students.path : paths.partner.students.path,
      applications: admin ? paths.admin.applications.path : paths.partner.applications.path,
      courses: admin ? paths.admin.courses.path : paths.partner.courses.path,
      tickets: admin ? paths.admin.tickets.path : paths.partner.tickets.path,
      partners: null,
    } satisfies Record<SearchKind, string | null>,
  };
}

/**
 * The dropdown's groups in the order shown: menu entries first, then each kind of record the server answered, each
 * ending with "Show all" when it has more than it shows (the list of that kind, searched for the query).
 */
export function searchGroups(
  menu: SearchOption[],
  results: SearchResults | undefined,
  { t, admin }: { t: TFunction; admin: boolean },
): SearchGroup[] {
  const groups: SearchGroup[] = [];
  if (menu.length) groups.push({ kind: "menu", label: t("header.search.groups.menu"), options: menu });
  if (!results) return groups;
  const to = hrefs(admin);
  const q = results.query;
  for (const kind of SEARCH_KINDS) {
    const found = results[kind];
    if (!found?.items.length) continue;
    const options: SearchOption[] = [];
    if (kind === "students")
      for (const s of results.students!.items)
        options.push({ value: `s${s.id}`, href: to.student(s), title: s.name, detail: studentDetail(s, q, t) });
    if (kind === "applications")
      for (const a of results.applications!.items)
        options.push({
          value: `a${a.id}`,
          href: to.application(a.id),
          title: joined(t("header.search.application", { id: a.id }), a.student_name),
          detail: joined(a.course_name, a.provider_name, a.status, a.partner?.name),
        });
    if (kind === "courses")
      for (const c of results.courses!.items)
        options.push({
          value: `c${c.id}`,
          href: to.course(c),
          title: c.name,
          detail: joined(c.provider_name, c.study_level, c.is_active ? null : t("header.search.inactive")),
        });
    if (kind === "tickets")
      for (const k of results.tickets!.items)
        options.push({
          value: `t${k.id}`,
          href: to.ticket(k.id),
          title: joined(t("header.search.ticket", { id: k.id }), k.subject),
          detail: k.partner?.name,
        });
    if (kind === "partners")
      for (const p of results.partners!.items)
        options.push({ value: `p${p.id}`, href: to.partner(p.id), title: p.company_name, detail: p.contact_email });
    const list = to.list[kind];
    if (found.more && list)
      options.push({
        value: `more-${kind}`,
        href: withQuery(list, { search: q }),
        title: t("header.search.more"),
        more: true,
      });
    groups.push({ kind, label: t(`header.search.groups.${kind}`), options });
  }
  return groups;
}
