import { idsParam, studentListQuery } from "@pp/shared";
import { and, asc, count, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { applications, countries, students, studyLevels, users } from "../../db/schema/index";
import { studentFilters } from "../students/queries";
import { BATCH, byId, noPaging, type ReportSource, stamp } from "./source-kit";

const nationality = alias(countries, "nationality");
const destination = alias(countries, "destination");
const creator = alias(users, "creator");
const counsellor = alias(users, "counsellor");

type Query = z.infer<typeof studentListQuery> & { ids?: number[] };

/** The list's filters, and "Export selection": only the ids chosen (the partner's own; others simply match nothing). */
const filters = (partnerId: number, q: Query): SQL[] => [
  ...studentFilters(partnerId, q),
  ...(q.ids ? [inArray(students.id, q.ids.length ? q.ids : [0])] : []),
];

/** The students export: the student list's filters, one row per student with names in place of ids. */
export const studentsReport: ReportSource<Query> = {
  permission: "students.view",
  query: noPaging(studentListQuery).extend({ ids: idsParam.optional() }),
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
    "Counsellor",
    "Tags",
  ],
  async count(db, partnerId, q) {
    const [r] = await db
      .select({ n: count() })
      .from(students)
      .where(and(...filters(partnerId, q)));
    return r?.n ?? 0;
  },
  batches(db, partnerId, q) {
    const where = filters(partnerId, q);
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
            counsellor: counsellor.name,
            applications: sql<number>`(select count(*)::int from ${applications} where ${applications.student_id} = ${students.id})`,
          })
          .from(students)
          .leftJoin(nationality, eq(nationality.id, students.nationality_id))
          .leftJoin(destination, eq(destination.id, students.study_country_id))
          .leftJoin(studyLevels, eq(studyLevels.id, students.study_level_id))
          .leftJoin(creator, eq(creator.id, students.created_by))
          .leftJoin(counsellor, eq(counsellor.id, students.counsellor_id))
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
        r.counsellor,
        r.s.tags.join(", "),
      ],
    );
  },
};
