// Course matching respects the level the student wants (issue 35): over the whole demo catalogue, for a student at
// each level wanting each next one, no course of another level scores as a match; and the issue's own example.
import { type MatchStudent, matchScore } from "@pp/shared/matching";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studyLevels } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { addStudent, countryId, levelId } from "../../test/factories";
import { rankCourses } from "./ranking";

let app: TestApp;
let partner: string;
let levels: { id: number; name: string; sort_order: number }[];

beforeAll(async () => {
  app = await buildTestApp();
  partner = (await login(app, "partner")).access;
  levels = (await app.db.select().from(studyLevels)).sort((a, b) => a.sort_order - b.sort_order);
});
afterAll(() => app.close());

const student = (done: (typeof levels)[number], wanted: (typeof levels)[number] | null): MatchStudent => ({
  english_test: "IELTS",
  english_overall: 8,
  english_bands: { listening: 8, reading: 8, writing: 8, speaking: 8 },
  prior_level: { rank: done.sort_order, name: done.name },
  wanted_level: wanted && { rank: wanted.sort_order, name: wanted.name },
  grading_scale: "percentage",
  grade: "85",
  completion_year: 2025,
  subjects: ["Mathematics", "Biology"],
});
const prefs = { country_ids: [], disciplines: ["finance"], intakes: [9], budget_usd: 100_000 };

describe("matching over the demo catalogue, level by level", () => {
  it("a student at each level wanting the next: only courses at that level match; every other level scores 0", async () => {
    let walked = 0;
    for (let i = 0; i + 1 < levels.length; i++) {
      const [done, wanted] = [levels[i]!, levels[i + 1]!];
      const rows = await rankCourses(app.db, student(done, wanted), prefs, {}, { limit: 100_000, offset: 0 }, 2026);
      expect(rows.length).toBeGreaterThan(100);
      for (const r of rows) {
        const label = `${done.name} -> ${wanted.name}: ${r.name} (${r.course_level_name})`;
        if (r.study_level_id === wanted.id) {
          expect(r.eligibility, label).not.toBe("other_level");
          expect(r.score, label).toBeGreaterThan(0);
        } else {
          expect([r.eligibility, r.score], label).toEqual(["other_level", 0]);
        }
      }
      // Every course at the wanted level ranks above every course of another level.
      const firstOther = rows.findIndex((r) => r.study_level_id !== wanted.id);
      const lastWanted = rows.findLastIndex((r) => r.study_level_id === wanted.id);
      if (firstOther >= 0 && lastWanted >= 0) expect(lastWanted).toBeLessThan(firstOther);
      walked += rows.length;
    }
    expect(walked).toBeGreaterThan(1000);
  });

  it("without a wanted level, a course below the level completed is never a match", async () => {
    const ug = levels.find((l) => l.name === "Undergraduate")!;
    const rows = await rankCourses(app.db, student(ug, null), prefs, {}, { limit: 100_000, offset: 0 }, 2026);
    const below = rows.filter((r) => (r.course_level_rank ?? 0) < ug.sort_order);
    expect(below.length).toBeGreaterThan(0);
    expect(below.every((r) => r.eligibility === "other_level" && r.score === 0)).toBe(true);
    const full = matchScore("eligible", 0, { destination: true, discipline: true, intake: true, budget: true });
    expect(rows.filter((r) => r.score === full).every((r) => (r.course_level_rank ?? 0) >= ug.sort_order)).toBe(true);
  });
});

describe("the issue's example: a Finance graduate who wants a master's", () => {
  it("MSc Finance ranks first; the Foundation Year and the BSc in Finance are another level, with a reason", async () => {
    const gb = await countryId(app.db, "GB");
    const id = await addStudent(app, partner, {
      study_country_id: gb,
      study_level_id: await levelId(app.db, "Postgraduate (Master's)"),
      completed_level_id: await levelId(app.db, "Undergraduate"),
      grading_scale: "percentage",
      grade: "72",
      completion_year: 2025,
      preferred_country_ids: [gb],
      preferred_disciplines: ["finance"],
      preferred_intakes: [9],
    });
    const get = (query: string) =>
      app.inject({ url: `/api/partner/students/${id}/matches/${query}`, headers: bearer(partner) });
    const top = (await get("?page_size=5")).json().results.data as {
      course: { name: string; discipline: string; study_level: { name: string } };
      score: number;
    }[];
    expect(top[0]?.course).toMatchObject({ discipline: "Finance", study_level: { name: "Postgraduate (Master's)" } });
    for (const [level, name] of [
      ["Foundation", "Foundation Year in Finance"],
      ["Undergraduate", "BSc Accounting and Finance"],
    ] as const) {
      const res = await get(`?study_level=${await levelId(app.db, level)}&search=${encodeURIComponent(name)}`);
      const found = res.json().results.data as {
        course: { name: string };
        score: number;
        eligibility: string;
        reasons: { message: string }[];
      }[];
      expect(found.length, name).toBeGreaterThan(0);
      for (const m of found) {
        expect([m.eligibility, m.score], m.course.name).toEqual(["other_level", 0]);
        expect(m.reasons[0]?.message).toBe(
          `This course is at ${level} level; the student wants Postgraduate (Master's).`,
        );
      }
    }
  });

  it("keeps preferred disciplines to the catalogue's, in its spelling; an unknown one is refused and changes nothing", async () => {
    const id = await addStudent(app, partner, { preferred_disciplines: ["FINANCE", "computer science"] });
    const get = () => app.inject({ url: `/api/partner/students/${id}/`, headers: bearer(partner) });
    expect((await get()).json().data.preferred_disciplines).toEqual(["Finance", "Computer Science"]);
    const bad = await app.inject({
      method: "PATCH",
      url: `/api/partner/students/${id}/`,
      headers: bearer(partner),
      payload: { preferred_disciplines: ["Account", "Finance"] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.preferred_disciplines).toEqual([
      "Choose disciplines from the course catalogue's list; no course is in Account.",
    ]);
    expect((await get()).json().data.preferred_disciplines).toEqual(["Finance", "Computer Science"]);
  });
});

describe("one source of truth for a course's requirements (issue 35)", () => {
  it("the course page says the very minimums the match checks, in the caller's language", async () => {
    const { courseRequirements, courses } = await import("../../db/schema/index");
    const { eq, isNotNull, and } = await import("drizzle-orm");
    const [c] = await app.db
      .select({ id: courses.id, grade: courseRequirements.min_grade_pct, ielts: courseRequirements.ielts_overall })
      .from(courses)
      .innerJoin(courseRequirements, eq(courseRequirements.course_id, courses.id))
      .where(and(isNotNull(courseRequirements.min_grade_pct), isNotNull(courseRequirements.ielts_overall)))
      .limit(1);
    const grade = Number(c!.grade);
    const course = (lang: string) =>
      app.inject({ url: `/api/partner/courses/${c!.id}/`, headers: { ...bearer(partner), "accept-language": lang } });
    const en = (await course("en")).json().data as { entry_requirements: string[]; requirements: string | null };
    expect(en.entry_requirements).toContain(`A grade of ${grade}% or more in those studies.`);
    expect(en.entry_requirements[0]).toMatch(
      new RegExp(`^English tests accepted: IELTS ${Number(c!.ielts).toFixed(1)}`),
    );
    const es = (await course("es")).json().data as { entry_requirements: string[] };
    expect(es.entry_requirements).toContain(`Una nota de ${grade}% o más en esos estudios.`);
    // The match for a student with a grade says the same minimum.
    const id = await addStudent(app, partner, { grading_scale: "percentage", grade: "99" });
    const [row] = await app.db
      .select({ level: courses.study_level_id, provider: courses.provider_id })
      .from(courses)
      .where(eq(courses.id, c!.id));
    const m = await app.inject({
      url: `/api/partner/students/${id}/matches/?study_level=${row!.level}&provider=${row!.provider}&page_size=100`,
      headers: bearer(partner),
    });
    const all = m.json().results.data as {
      course: { id: number };
      reasons: { requirement: string; message: string }[];
    }[];
    const mine = all.find((x) => x.course.id === c!.id);
    expect(mine?.reasons.find((r) => r.requirement === "grade")?.message).toBe(
      `Grade 99% meets the ${grade}% minimum.`,
    );
  });
});
