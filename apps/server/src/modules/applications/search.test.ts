import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, educationProviders } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

/**
 * Issue 34 (decision 042): every search reads through its trigram index, so each field a search promises is walked
 * here, for the partner's applications, the Superadmin's queue and the Superadmin's students: each finds the record by
 * any part of the field, in any case, and another partner finds nothing of it.
 */
let app: TestApp;
let owner: string;
let other: string;
let admin: string;
let studentId: number;
let applicationId: number;
let course: { name: string; discipline: string; provider: string; provider_id: number; country_id: number };
const student = {
  first_name: "Zephyrine",
  last_name: "Quillfeather",
  email: "zq.search@students.example",
  passport_number: "QX7731908",
  phone: "+44 7700 954321",
};

beforeAll(async () => {
  app = await buildTestApp();
  owner = (await login(app, "partner")).access;
  other = (await login(app, "partner2")).access;
  admin = (await login(app, "admin")).access;
  const added = await app.inject({
    method: "POST",
    url: "/api/partner/add/student/",
    headers: bearer(owner),
    payload: await studentPayload(app.db, student),
  });
  expect(added.statusCode).toBe(201);
  studentId = added.json().data.id;
  const target = await courseAndIntake(app.db);
  const created = await app.inject({
    method: "POST",
    url: "/api/partner/application/",
    headers: bearer(owner),
    payload: { student_id: studentId, ...target },
  });
  expect(created.statusCode).toBe(201);
  applicationId = created.json().data.id;
  const [c] = await app.db
    .select({
      name: courses.name,
      discipline: courses.discipline,
      provider: educationProviders.name,
      provider_id: educationProviders.id,
      country_id: educationProviders.country_id,
    })
    .from(courses)
    .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
    .where(eq(courses.id, target.course_id));
  course = c!;
});
afterAll(() => app.close());

const ids = async (url: string, token: string) => {
  const res = await app.inject({ url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json().results.data as { id: number }[]).map((r) => r.id);
};
const middle = (text: string) => text.slice(1, Math.max(4, text.length - 1));

describe("searches find a record by every field they promise", () => {
  const studentTerms = () => [
    ["first name", "zephyr"],
    ["last name", "QUILLF"],
    ["full name", "Zephyrine Quill"],
    ["e-mail", "zq.search@"],
    ["passport", "x77319"],
    ["phone", "954321"],
  ];

  it("the partner's applications and the Superadmin's queue: student, course, discipline, provider", async () => {
    const terms = [
      ...studentTerms(),
      ["course name", middle(course.name)],
      ["discipline", middle(course.discipline)],
      ["provider name", middle(course.provider)],
    ];
    for (const [field, term] of terms) {
      const q = `search=${encodeURIComponent(term!)}&page_size=100`;
      expect(await ids(`/api/partner/application/?${q}`, owner), `partner, ${field}`).toContain(applicationId);
      expect(await ids(`/api/admin/applications/?${q}`, admin), `Superadmin, ${field}`).toContain(applicationId);
      expect(await ids(`/api/partner/application/?${q}`, other), `other partner, ${field}`).not.toContain(
        applicationId,
      );
    }
    // What matches nothing finds nothing, and the count says so.
    const none = await app.inject({ url: "/api/admin/applications/?search=no-such-thing-zq", headers: bearer(admin) });
    expect(none.json().count).toBe(0);
  });

  it("the Superadmin's students: name, e-mail, passport, phone", async () => {
    for (const [field, term] of studentTerms()) {
      const found = await ids(`/api/admin/students/?search=${encodeURIComponent(term!)}&page_size=100`, admin);
      expect(found, field).toContain(studentId);
    }
  });

  it("the filters that name the course's provider, destination and level keep the application or leave it out", async () => {
    const listed = async (q: string) => ids(`/api/partner/application/?${q}&page_size=100`, owner);
    expect(await listed(`provider=${course.provider_id}`)).toContain(applicationId);
    expect(await listed(`provider=${course.provider_id + 100_000}`)).not.toContain(applicationId);
    expect(await listed(`country=${course.country_id}`)).toContain(applicationId);
    expect(await listed(`country=${course.country_id + 100_000}`)).not.toContain(applicationId);
    const level = (
      await app.inject({ url: `/api/partner/application/${applicationId}/`, headers: bearer(owner) })
    ).json().data.study_level.id as number;
    expect(await listed(`study_level=${level}`)).toContain(applicationId);
    expect(await listed(`study_level=${level + 100_000}`)).not.toContain(applicationId);
  });
});
