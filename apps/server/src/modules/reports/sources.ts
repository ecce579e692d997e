import {
  type AnyPermission,
  applicationListQuery,
  commissionListQuery,
  type ReportKind,
  studentListQuery,
} from "@pp/shared";
import { and, asc, count, eq, gt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  applicationStatuses,
  applications,
  commissions,
  countries,
  courses,
  educationProviders,
  intakes,
  roles,
  students,
  studyLevels,
  users,
} from "../../db/schema/index";
import { containsPattern } from "../../lib/sql";
import { applicationFilters } from "../partner/applications-service";
import { studentFilters } from "../partner/students-service";
import { commissionFilters, commissionRows, rowToCommission } from "../payments/commission-service";

/** Rows are read this many at a time, by id, so an export of any size holds one batch in memory. */
export const BATCH = 1000;

export type Cell = string | number | null;

/** One report: who may run it, its filters, its columns, how many rows, and the rows batch by batch. */
export interface ReportSource<Q> {
  permission: AnyPermission;
  /** The list's filters without paging or ordering (exports run in id order). */
  query: z.ZodObject;
  header: string[];
  count(db: Db, partnerId: number, q: Q): Promise<number>;
  batches(db: Db, partnerId: number, q: Q): AsyncGenerator<Cell[][]>;
}

const noPaging = (s: z.ZodObject, also: string[] = []) =>
  s.omit(
    Object.fromEntries(
      ["page", "page_size", "ordering", ...also].filter((k) => k in s.shape).map((k) => [k, true]),
    ) as never,
  ) as unknown as z.ZodObject;
const stamp = (d: Date | null) => (d ? d.toISOString().replace("T", " ").slice(0, 19) : null);
const money = (v: string | null) => (v === null ? null : Number(v));

/** Walks `select … where filters and id > last order by id limit BATCH` until a short batch. */
async function* byId<R extends { id: number }>(page: (after: number) => Promise<R[]>, map: (r: R) => Cell[]) {
  let after = 0;
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    yield rows.map(map);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

const nationality = alias(countries, "nationality");
const destination = alias(countries, "destination");
const creator = alias(users, "creator");

const students_: ReportSource<z.infer<typeof studentListQuery>> = {
  permission: "students.view",
  query: noPaging(studentListQuery),
  header: [
    "ID",
    "First name",
    "Last name",
    "Email",
    "Phone",
    "Date of birth",
    "Gender",
    "Nationality",
    "Passport number",
    "Passport expiry",
    "City",
    "Study destination",
    "Study level",
    "Highest qualification",
    "Grade",
    "English test",
    "English overall",
    "Status",
    "Applications",
    "Created by",
    "Created at (UTC)",
  ],
  async count(db, partnerId, q) {
    const [r] = await db
      .select({ n: count() })
      .from(students)
      .where(and(...studentFilters(partnerId, q)));
    return r?.n ?? 0;
  },
  batches(db, partnerId, q) {
    const where = studentFilters(partnerId, q);
    return byId(
      (after) =>
        db
          .select({
            id: students.id,
            s: students,
            nationality: nationality.name,
            destination: destination.name,
            level: studyLevels.name,
            creator: creator.name,
            applications: sql<number>`(select count(*)::int from ${applications} where ${applications.student_id} = ${students.id})`,
          })
          .from(students)
          .leftJoin(nationality, eq(nationality.id, students.nationality_id))
          .leftJoin(destination, eq(destination.id, students.study_country_id))
          .leftJoin(studyLevels, eq(studyLevels.id, students.study_level_id))
          .leftJoin(creator, eq(creator.id, students.created_by))
          .where(and(...where, gt(students.id, after)))
          .orderBy(asc(students.id))
          .limit(BATCH),
      (r) => [
        r.s.id,
        r.s.first_name,
        r.s.last_name,
        r.s.email,
        r.s.phone,
        r.s.date_of_birth,
        r.s.gender,
        r.nationality,
        r.s.passport_number,
        r.s.passport_expiry,
        r.s.city,
        r.destination,
        r.level,
        r.s.highest_qualification,
        r.s.grade,
        r.s.english_test,
        r.s.english_overall === null ? null : Number(r.s.english_overall),
        r.s.status,
        Number(r.applications),
        r.creator,
        stamp(r.s.created_at),
      ],
    );
  },
};

const providerCountry = alias(countries, "provider_country");
const applications_: ReportSource<z.infer<typeof applicationListQuery>> = {
  permission: "applications.view",
  query: noPaging(applicationListQuery),
  header: [
    "ID",
    "Student",
    "Student email",
    "Course",
    "Provider",
    "Destination",
    "Study level",
    "Intake",
    "Status",
    "Tuition",
    "Currency",
    "Created by",
    "Submitted at (UTC)",
    "Created at (UTC)",
    "Updated at (UTC)",
  ],
  async count(db, partnerId, q) {
    const [r] = await db
      .select({ n: count() })
      .from(applications)
      .innerJoin(students, eq(students.id, applications.student_id))
      .innerJoin(courses, eq(courses.id, applications.course_id))
      .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
      .where(and(...applicationFilters(partnerId, q)));
    return r?.n ?? 0;
  },
  batches(db, partnerId, q) {
    const where = applicationFilters(partnerId, q);
    return byId(
      (after) =>
        db
          .select({
            id: applications.id,
            a: applications,
            first: students.first_name,
            last: students.last_name,
            email: students.email,
            course: courses.name,
            tuition: courses.tuition_fee,
            currency: courses.currency,
            provider: educationProviders.name,
            country: providerCountry.name,
            level: studyLevels.name,
            intake: intakes.name,
            status: applicationStatuses.name,
            creator: creator.name,
          })
          .from(applications)
          .innerJoin(students, eq(students.id, applications.student_id))
          .innerJoin(courses, eq(courses.id, applications.course_id))
          .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
          .leftJoin(providerCountry, eq(providerCountry.id, educationProviders.country_id))
          .leftJoin(studyLevels, eq(studyLevels.id, courses.study_level_id))
          .leftJoin(intakes, eq(intakes.id, applications.intake_id))
          .leftJoin(applicationStatuses, eq(applicationStatuses.id, applications.status_id))
          .leftJoin(creator, eq(creator.id, applications.created_by))
          .where(and(...where, gt(applications.id, after)))
          .orderBy(asc(applications.id))
          .limit(BATCH),
      (r) => [
        r.a.id,
        `${r.first} ${r.last}`,
        r.email,
        r.course,
        r.provider,
        r.country,
        r.level,
        r.intake,
        r.status,
        money(r.tuition),
        r.currency,
        r.creator,
        stamp(r.a.submitted_at),
        stamp(r.a.created_at),
        stamp(r.a.updated_at),
      ],
    );
  },
};

const payments_: ReportSource<z.infer<typeof commissionListQuery>> = {
  permission: "payments.view",
  query: noPaging(commissionListQuery, ["partner"]),
  header: [
    "ID",
    "Application",
    "Student",
    "Course",
    "Provider",
    "Intake",
    "Currency",
    "Tuition",
    "Rate %",
    "Expected",
    "Status",
    "Reason",
    "Invoice number",
    "Claimed at (UTC)",
    "Approved at (UTC)",
    "Paid at (UTC)",
    "Received",
    "Received on",
    "Overdue claim",
  ],
  async count(db, partnerId, q) {
    const [r] = await db
      .select({ n: count() })
      .from(commissions)
      .innerJoin(applications, eq(applications.id, commissions.application_id))
      .innerJoin(students, eq(students.id, applications.student_id))
      .innerJoin(courses, eq(courses.id, applications.course_id))
      .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
      .where(and(...commissionFilters(partnerId, q)));
    return r?.n ?? 0;
  },
  batches(db, partnerId, q) {
    const where = commissionFilters(partnerId, q);
    return byId(
      async (after) =>
        (
          await commissionRows(db)
            .where(and(...where, gt(commissions.id, after)))
            .orderBy(asc(commissions.id))
            .limit(BATCH)
        ).map((r) => ({ id: r.c.id, item: rowToCommission(r) })),
      ({ item: c }) => [
        c.id,
        c.application_id,
        c.student.name,
        c.course.name,
        c.provider.name,
        c.intake,
        c.currency,
        money(c.tuition_fee),
        money(c.commission_rate),
        money(c.expected_amount),
        c.status,
        c.reason,
        c.invoice_number,
        c.claimed_at ? stamp(new Date(c.claimed_at)) : null,
        c.approved_at ? stamp(new Date(c.approved_at)) : null,
        c.paid_at ? stamp(new Date(c.paid_at)) : null,
        money(c.received_amount),
        c.received_date,
        c.overdue ? "yes" : "no",
      ],
    );
  },
};

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
const sublogins_: ReportSource<SubLoginQuery> = {
  permission: "sublogins.manage",
  query: subLoginReportQuery,
  header: [
    "ID",
    "Name",
    "Email",
    "Phone",
    "Role",
    "Status",
    "Permissions",
    "Students added",
    "Applications made",
    "Last sign-in (UTC)",
    "Created at (UTC)",
  ],
  async count(db, partnerId, q) {
    const [r] = await db
      .select({ n: count() })
      .from(users)
      .where(and(...subLoginFilters(partnerId, q)));
    return r?.n ?? 0;
  },
  batches(db, partnerId, q) {
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
        r.u.status,
        (r.u.permissions ?? []).join(" "),
        Number(r.students),
        Number(r.applications),
        stamp(r.u.last_login_at),
        stamp(r.u.created_at),
      ],
    );
  },
};

export const REPORT_SOURCES: Record<ReportKind, ReportSource<never>> = {
  students: students_ as unknown as ReportSource<never>,
  applications: applications_ as unknown as ReportSource<never>,
  payments: payments_ as unknown as ReportSource<never>,
  sublogins: sublogins_ as unknown as ReportSource<never>,
};
