import { applicationListQuery, idsParam } from "@pp/shared";
import { and, asc, count, eq, gt, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  applicationStatuses,
  applications,
  countries,
  courses,
  educationProviders,
  intakes,
  students,
  studyLevels,
  users,
} from "../../db/schema/index";
import { phrase } from "../../lib/messages";
import { applicationFilters } from "../applications/filters";
import { BATCH, byId, money, nameIn, noPaging, type ReportSource } from "./source-kit";

const creator = alias(users, "creator");
const providerCountry = alias(countries, "provider_country");
const counsellor = alias(users, "counsellor");

type Query = z.infer<typeof applicationListQuery> & { ids?: number[] };

/** The list's filters, and "Export selection": only the ids chosen (the partner's own; others simply match nothing). */
const filters = (partnerId: number, q: Query): SQL[] => [
  ...applicationFilters(partnerId, q),
  ...(q.ids ? [inArray(applications.id, q.ids.length ? q.ids : [0])] : []),
];

/** The applications export: the application list's filters, one row per application. */
export const applicationsReport: ReportSource<Query> = {
  permission: "applications.view",
  query: noPaging(applicationListQuery).extend({ ids: idsParam.optional() }),
  columns: [
    { label: phrase("ID"), type: "number" },
    { label: phrase("Student") },
    { label: phrase("Student email") },
    { label: phrase("Course") },
    { label: phrase("Provider") },
    { label: phrase("Destination") },
    { label: phrase("Study level") },
    { label: phrase("Intake") },
    { label: phrase("Status") },
    { label: phrase("Tuition"), type: "money" },
    { label: phrase("Currency") },
    { label: phrase("Created by") },
    { label: phrase("Submitted at (UTC)"), type: "datetime" },
    { label: phrase("Created at (UTC)"), type: "datetime" },
    { label: phrase("Updated at (UTC)"), type: "datetime" },
    { label: phrase("Counsellor") },
    { label: phrase("Tags") },
  ],
  async count(db, partnerId, q) {
    // The filters read applications alone (applicationFilters), so the count needs no join.
    const [r] = await db
      .select({ n: count() })
      .from(applications)
      .where(and(...filters(partnerId, q)));
    return r?.n ?? 0;
  },
  batches(db, partnerId, q, reader) {
    const where = filters(partnerId, q);
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
            countryCode: providerCountry.iso2,
            level: nameIn(studyLevels, reader.language),
            intake: intakes.name,
            status: nameIn(applicationStatuses, reader.language),
            creator: creator.name,
            counsellor: counsellor.name,
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
          .leftJoin(counsellor, eq(counsellor.id, applications.counsellor_id))
          .where(and(...where, gt(applications.id, after)))
          .orderBy(asc(applications.id))
          .limit(BATCH),
      (r) => [
        r.a.id,
        `${r.first} ${r.last}`,
        r.email,
        r.course,
        r.provider,
        reader.country(r.countryCode, r.country),
        r.level,
        r.intake,
        r.status,
        money(r.tuition),
        r.currency,
        r.creator,
        r.a.submitted_at,
        r.a.created_at,
        r.a.updated_at,
        r.counsellor,
        r.a.tags.join(", "),
      ],
    );
  },
};
