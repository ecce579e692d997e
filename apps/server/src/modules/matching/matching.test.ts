import { evaluateMatch, type MatchStudent, matchScore } from "@pp/shared/matching";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationEvents, courseRequirements, courses, educationProviders, students } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { addStudent, countryId, courseAndIntake, levelId, patchStudent } from "../../test/factories";
import { rankCourses } from "./ranking";
import { requirementsOf } from "./service";

let app: TestApp;
let partner: string;
let other: string;
let studentId: number;
let gb: number;
let ug: number;

beforeAll(async () => {
  app = await buildTestApp();
  partner = (await login(app, "partner")).access;
  other = (await login(app, "partner2")).access;
  studentId = await addStudent(app, partner);
  gb = await countryId(app.db, "GB");
  ug = await levelId(app.db, "Undergraduate");
});
afterAll(() => app.close());

/** The student's matching profile, through the API as the student's page sends it. */
const profile = (over: Record<string, unknown> = {}) =>
  patchStudent(app, partner, studentId, {
    english_test: "IELTS",
    english_overall: 7,
    english_bands: { listening: 7, reading: 7, writing: 6.5, speaking: 7 },
    grading_scale: "percentage",
    grade: "72",
    completed_level_id: ug,
    completion_year: 2024,
    subjects: ["Mathematics", "Physics"],
    preferred_intakes: [9],
    budget_amount: 30000,
    budget_currency: "GBP",
    preferred_country_ids: [gb],
    preferred_disciplines: ["Computer Science"],
    ...over,
  });
const matches = (query = "", headers: Record<string, string> = {}) =>
  app.inject({
    url: `/api/partner/students/${studentId}/matches/${query}`,
    headers: { ...bearer(partner), ...headers },
  });

describe("a student's matching profile", () => {
  it("is kept and answered by the student's detail", async () => {
    const res = await profile();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      grading_scale: "percentage",
      completed_level: { id: ug, name: "Undergraduate" },
      completion_year: 2024,
      subjects: ["Mathematics", "Physics"],
      preferred_intakes: [9],
      budget_amount: "30000.00",
      budget_currency: "GBP",
      preferred_countries: [{ id: gb, name: "United Kingdom" }],
      preferred_disciplines: ["Computer Science"],
    });
  });

  it("refuses a grade off its scale, a budget without currency and an unknown destination, and changes nothing", async () => {
    const res = await profile({
      grading_scale: "gpa4",
      grade: "7.5",
      budget_currency: null,
      preferred_country_ids: [999999],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["budget_currency", "grade"]);
    const bad = await profile({ preferred_country_ids: [999999] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.preferred_country_ids).toEqual([
      "Choose destinations from the list of study destinations.",
    ]);
    const [s] = await app.db.select().from(students).where(eq(students.id, studentId));
    expect(s?.grading_scale).toBe("percentage");
  });
});

describe("GET partner/students/{id}/matches/", () => {
  it("ranks every active course at the level the student wants by score, each with its eligibility and reasons", async () => {
    expect((await profile()).statusCode).toBe(200);
    const res = await matches("?page_size=50");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const masters = await levelId(app.db, "Postgraduate (Master's)");
    const [active] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
      .where(
        and(eq(courses.is_active, true), eq(educationProviders.is_active, true), eq(courses.study_level_id, masters)),
      );
    // The factory's student wants a master's: the matches are the master's courses (issue 35).
    expect(body.count).toBe(active!.n);
    const items = body.results.data as {
      score: number;
      eligibility: string;
      reasons: { requirement: string; status: string }[];
      fit: object;
      course: { study_level: { id: number } };
    }[];
    expect(items).toHaveLength(50);
    expect(items.every((i) => i.course.study_level.id === masters)).toBe(true);
    expect(items.every((i) => i.reasons[0]?.requirement === "study_level" && i.reasons[0].status === "met")).toBe(true);
    const scores = items.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // A well-qualified student who wants UK computer science: the best matches are eligible and fit all of it.
    expect(items[0]).toMatchObject({
      eligibility: "eligible",
      fit: { destination: true, discipline: true },
      course: { country: { id: gb }, discipline: "Computer Science" },
    });
  });

  it("another level asked for explicitly: each course says so, scores 0 and has no offer likelihood", async () => {
    const res = await matches(`?study_level=${ug}&page_size=20`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().results.data as {
      score: number;
      eligibility: string;
      likelihood: unknown;
      reasons: { requirement: string; status: string; message: string }[];
    }[];
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) {
      expect(i).toMatchObject({ score: 0, eligibility: "other_level", likelihood: null });
      expect(i.reasons[0]).toEqual({
        requirement: "study_level",
        status: "not_met",
        message: "This course is at Undergraduate level; the student wants Postgraduate (Master's).",
      });
    }
  });

  it("shows no offer likelihood beside a course the student cannot enter", async () => {
    expect((await profile({ grade: "30" })).statusCode).toBe(200);
    const items = (await matches("?page_size=100")).json().results.data as {
      eligibility: string;
      likelihood: { message: string } | null;
    }[];
    const refused = items.filter((i) => i.eligibility === "not_eligible");
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((i) => i.likelihood === null)).toBe(true);
    expect((await profile()).statusCode).toBe(200);
    const open = (await matches("?page_size=20")).json().results.data as typeof items;
    expect(open.every((i) => i.eligibility !== "eligible" || typeof i.likelihood?.message === "string")).toBe(true);
  });

  it("filters like the course finder and pages", async () => {
    const res = await matches(`?country=${gb}&study_level=${ug}&page_size=10&page=2`);
    expect(res.statusCode).toBe(200);
    const items = res.json().results.data as { course: { country: { id: number }; study_level: { id: number } } }[];
    expect(items.every((i) => i.course.country.id === gb && i.course.study_level.id === ug)).toBe(true);
    const past = await matches(`?country=${gb}&page=9999`);
    expect(past.json().count).toBeGreaterThan(0);
    expect(past.json().results.data).toEqual([]);
    expect((await matches("?tuition_min=10&tuition_max=5")).statusCode).toBe(400);
    // The finder's search (course or provider name, any case, part of a word) and provider.
    type Found = { course: { name: string; provider: { id: number; name: string } } }[];
    const found = (await matches("?search=uNiVeRs&page_size=50")).json().results.data as Found;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i) => `${i.course.name} ${i.course.provider.name}`.toLowerCase().includes("univers"))).toBe(
      true,
    );
    const provider = found[0]!.course.provider.id;
    const theirs = (await matches(`?provider=${provider}&page_size=50`)).json().results.data as Found;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((i) => i.course.provider.id === provider)).toBe(true);
  });

  it("says of each course whether its tuition is within the student's budget (a wish: eligibility unchanged)", async () => {
    expect((await profile()).statusCode).toBe(200);
    type Item = { fit: { budget: boolean }; reasons: { requirement: string; status: string; message: string }[] };
    const budgetOf = async (query: string) =>
      ((await matches(`?country=${gb}&page_size=20&${query}`)).json().results.data as Item[]).map((i) => ({
        fit: i.fit.budget,
        reason: i.reasons.find((r) => r.requirement === "budget"),
      }));
    const within = await budgetOf("tuition_max=29999");
    const above = await budgetOf("tuition_min=30001");
    expect(within.length).toBeGreaterThan(0);
    expect(above.length).toBeGreaterThan(0);
    for (const b of within) {
      expect(b).toMatchObject({ fit: true, reason: { status: "met" } });
      expect(b.reason?.message).toMatch(/^Tuition GBP\s[\d,]+\.\d\d is within the budget of GBP\s30,000\.00\.$/);
    }
    for (const b of above) {
      expect(b).toMatchObject({ fit: false, reason: { status: "not_met" } });
      expect(b.reason?.message).toMatch(/^Tuition GBP\s[\d,]+\.\d\d is above the budget of GBP\s30,000\.00\.$/);
    }
    // One money format (issue 35): the amounts as the card writes them in the reader's language.
    const es = await matches(`?country=${gb}&page_size=5&tuition_max=29999`, { "accept-language": "es" });
    const reasonEs = (es.json().results.data as Item[])[0]?.reasons.find((r) => r.requirement === "budget");
    expect(reasonEs?.message).toMatch(
      /^La matrícula de [\d.]+,\d\d\sGBP está dentro del presupuesto de 30\.000,00\sGBP\.$/,
    );
    // No budget stated: no sentence about it.
    expect((await profile({ budget_amount: null, budget_currency: null })).statusCode).toBe(200);
    const none = (await matches(`?country=${gb}`)).json().results.data as Item[];
    expect(none.some((i) => i.reasons.some((r) => r.requirement === "budget"))).toBe(false);
    expect((await profile()).statusCode).toBe(200);
  });

  it("a lower IELTS moves the courses that ask more down the ranking", async () => {
    const top = (await matches(`?country=${gb}&page_size=100`)).json().results.data as {
      course: { id: number };
      eligibility: string;
    }[];
    expect(
      (await profile({ english_overall: 5, english_bands: { listening: 5, reading: 5, writing: 5, speaking: 5 } }))
        .statusCode,
    ).toBe(200);
    const after = (await matches(`?country=${gb}&page_size=100`)).json().results.data as typeof top;
    expect(after.map((i) => i.course.id)).not.toEqual(top.map((i) => i.course.id));
    expect(after.filter((i) => i.eligibility === "eligible").length).toBeLessThan(
      top.filter((i) => i.eligibility === "eligible").length,
    );
    expect((await profile()).statusCode).toBe(200);
  });

  it("answers the reasons in the caller's language", async () => {
    const res = await matches("?page_size=5", { "accept-language": "es" });
    const reasons = res.json().results.data.flatMap((i: { reasons: { message: string }[] }) => i.reasons);
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.some((r: { message: string }) => /^IELTS 7\.0 alcanza/.test(r.message))).toBe(true);
    expect(
      reasons.some(
        (r: { message: string }) =>
          r.message === "Este curso es de nivel Postgraduate (Master's), el que quiere el estudiante.",
      ),
    ).toBe(true);
  });

  it("is another partner's student's 404", async () => {
    const res = await app.inject({ url: `/api/partner/students/${studentId}/matches/`, headers: bearer(other) });
    expect(res.statusCode).toBe(404);
  });
});

describe("applying for a course the student does not qualify for (issue 18)", () => {
  it("is allowed, and the timeline's first entry records what was not met", async () => {
    const weak = await addStudent(app, partner, {
      english_overall: 5,
      english_bands: { listening: 5, reading: 5, writing: 5, speaking: 5 },
    });
    const { course_id, intake_id } = await courseAndIntake(app.db, 9, 2027);
    await app.db
      .update(courseRequirements)
      .set({ ielts_overall: 6.5, ielts_min_band: 6, presessional_english: false })
      .where(eq(courseRequirements.course_id, course_id));
    const made = await app.inject({
      method: "POST",
      url: "/api/partner/application/",
      headers: bearer(partner),
      payload: { student_id: weak, course_id, intake_id },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [first] = await app.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.application_id, made.json().data.id));
    expect(first?.note).toBe(
      "Applied although the student does not meet this course's requirements: IELTS 5.0 is below the 6.5 this course asks for.",
    );
  });
});

describe("the ranking statement and the rules agree", () => {
  const profiles: MatchStudent[] = [
    {
      english_test: "IELTS",
      english_overall: 6,
      english_bands: { listening: 6, reading: 5.5, writing: 5.5, speaking: 6 },
      prior_level: { rank: 6, name: "Undergraduate" },
      wanted_level: { rank: 8, name: "Postgraduate (Master's)" },
      grading_scale: "cgpa10",
      grade: "6.5",
      completion_year: 2019,
      subjects: ["Biology"],
    },
    {
      english_test: "TOEFL",
      english_overall: 72,
      english_bands: null,
      prior_level: null,
      grading_scale: "uk_class",
      grade: "2:1",
      completion_year: 2025,
      subjects: ["Mathematics"],
    },
    {
      english_test: null,
      english_overall: null,
      english_bands: null,
      prior_level: { rank: 8, name: "Postgraduate (Master's)" },
      wanted_level: null,
      grading_scale: null,
      grade: null,
      completion_year: null,
      subjects: [],
    },
  ];
  it.each(profiles.map((p, i) => [i, p] as const))(
    "profile %i: every course's eligibility and score in SQL equal the rules' in TypeScript",
    async (_i, p) => {
      const prefs = { country_ids: [gb], disciplines: ["nursing"], intakes: [1, 9], budget_usd: 25_000 };
      const rows = await rankCourses(app.db, p, prefs, {}, { limit: 5000, offset: 0 }, 2026);
      expect(rows.length).toBeGreaterThan(100);
      // Not a trivial agreement: the verdicts vary, or what is unknown does.
      const varied = new Set(rows.map((r) => `${r.eligibility}:${r.unknowns}`));
      expect(varied.size).toBeGreaterThan(1);
      for (const r of rows) {
        const verdict = evaluateMatch(p, requirementsOf(r), 2026);
        const fit = {
          destination: r.pref_destination,
          discipline: r.pref_discipline,
          intake: r.pref_intake,
          budget: r.pref_budget,
        };
        expect({ id: r.id, eligibility: r.eligibility, unknowns: r.unknowns, score: r.score }).toEqual({
          id: r.id,
          eligibility: verdict.eligibility,
          unknowns: verdict.unknowns,
          score: matchScore(verdict.eligibility, verdict.unknowns, fit),
        });
      }
    },
  );
});
