import { idsParam, studentListQuery } from "@pp/shared";
import { and, asc, count, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { applications, countries, students, studyLevels, users } from "../../db/schema/index";
import { phrase } from "../../lib/messages";
import { studentFilters } from "../students/queries";
import { ENGLISH_TESTS, GENDERS, STUDENT_STATUSES } from "./reader";
import { BATCH, byId, day, nameIn, noPaging, type ReportSource } from "./source-kit";

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
  columns: [
    { label: phrase("ID"), type: "number" },
    { label: phrase("First name") },
    { label: phrase("Last name") },
    { label: phrase("Email") },
    { label: phrase("Phone"), type: "phone" },
    { label: phrase("Date of birth"), type: "date" },
    { label: phrase("Gender") },
    { label: phrase("Nationality") },
    { label: phrase("Passport number") },
    { label: phrase("Passport expiry"), type: "date" },
    { label: phrase("City") },
    { label: phrase("Study destination") },
    { label: phrase("Study level") },
    { label: phrase("Highest qualification") },
    { label: phrase("Grade") },
    { label: phrase("English test") },
    { label: phrase("English overall"), type: "number" },
    { label: phrase("Status") },
    { label: phrase("Applications"), type: "number" },
    { label: phrase("Created by") },
    { label: phrase("Created at (UTC)"), type: "datetime" },
    { label: phrase("Counsellor") },
    { label: phrase("Tags") },
  ],
  async count(db, partnerId, q) {
    const [r] = await db
      .select({ n: count() })
      .from(students)
      .where(and(...filters(partnerId, q)));
    return r?.n ?? 0;
  },
  batches(db, partnerId, q, reader) {
    const where = filters(partnerId, q);
    return byId(
      (after) =>
        db
          .select({
            id: students.id,
            s: students,
            nationality: nationality.name,
            nationalityCode: nationality.iso2,
            destination: destination.name,
            destinationCode: destination.iso2,
            level: nameIn(studyLevels, reader.language),
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
        day(r.s.date_of_birth),
        reader.code(GENDERS, r.s.gender),
        reader.country(r.nationalityCode, r.nationality),
        r.s.passport_number,
        day(r.s.passport_expiry),
        r.s.city,
        reader.country(r.destinationCode, r.destination),
        r.level,
        r.s.highest_qualification,
        reader.grade(r.s.grade, r.s.grading_scale),
        reader.code(ENGLISH_TESTS, r.s.english_test),
        r.s.english_overall === null ? null : Number(r.s.english_overall),
        reader.code(STUDENT_STATUSES, r.s.status),
        Number(r.applications),
        r.creator,
        r.s.created_at,
        r.counsellor,
        r.s.tags.join(", "),
      ],
    );
  },
};
