import { LANGUAGE_CODES, type LanguageCode, REPORT_KINDS } from "@pp/shared";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportJobs, students } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { addStudent, courseAndIntake } from "../../test/factories";
import { REPORT_SOURCES } from "./sources";

/** Issue 35: exports a person can read, in the reader's language, with phones readable and formulas inert. */
let app: TestApp;
let partner: string;
const tag = `Readable${Date.now()}`;
beforeAll(async () => {
  app = await buildTestApp({ reportSyncLimit: 50 });
  partner = (await login(app, "partner")).access;
  const first = await addStudent(app, partner, { last_name: tag, grade: "72", grading_scale: "percentage" });
  const applied = await app.inject({
    method: "POST",
    url: "/api/partner/application/",
    headers: bearer(partner),
    payload: { student_id: first, ...(await courseAndIntake(app.db)) },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  await addStudent(app, partner, {
    last_name: tag,
    grade: "3.4",
    grading_scale: "gpa4",
    english_test: "none",
    english_overall: null,
    english_bands: null,
  });
  await addStudent(app, partner, { last_name: tag, grade: "2:1", grading_scale: "uk_class", gender: "male" });
  // A phone written before the form checked phones (an import, an old row): a formula in the phone column.
  const id = await addStudent(app, partner, { last_name: tag, first_name: "Formula" });
  await app.db.update(students).set({ phone: '=HYPERLINK("http://x")', status: "archived" }).where(eq(students.id, id));
});
afterAll(() => app.close());

const get = (url: string, language: LanguageCode = "en") =>
  app.inject({ url: `/api${url}`, headers: { ...bearer(partner), "accept-language": language } });
const csvRows = async (url: string, language: LanguageCode = "en") => {
  const res = await get(url, language);
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body, { bom: true }) as string[][];
};
const book = async (payload: Buffer) => {
  const b = new ExcelJS.Workbook();
  await b.xlsx.load(payload as unknown as ArrayBuffer);
  return b.worksheets[0]!;
};
const byName = (rows: string[][], header: string) => {
  const i = rows[0]!.indexOf(header);
  expect(i, header).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[i]!);
};

describe("a students CSV a person can read", () => {
  it("phones as written (no apostrophe); a formula in the phone column still neutralised", async () => {
    const rows = await csvRows(`/partner/reports/students/?format=csv&search=${tag}`);
    const phones = byName(rows, "Phone");
    expect(phones.filter((p) => p === "+91 98450 00000")).toHaveLength(3);
    expect(phones).toContain('\'=HYPERLINK("http://x")');
    expect(phones.some((p) => p.startsWith("'+"))).toBe(false);
  });

  it("codes as words, grades with their scale, dates as dates", async () => {
    const rows = await csvRows(`/partner/reports/students/?format=csv&search=${tag}`);
    expect(byName(rows, "Gender")).toEqual(["Female", "Female", "Male", "Female"]);
    expect(byName(rows, "Status")).toEqual(["Active", "Active", "Active", "Archived"]);
    expect(byName(rows, "English test")).toEqual(["IELTS", "No English test", "IELTS", "IELTS"]);
    expect(byName(rows, "Grade").slice(0, 3)).toEqual(["72%", "3.4 out of 4.0", "Upper second-class honours (2:1)"]);
    expect(byName(rows, "Nationality")[0]).toBe("India");
    expect(byName(rows, "Date of birth")[0]).toBe("2003-04-12");
    expect(byName(rows, "Created at (UTC)")[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("in Spanish and Arabic: labels, words, countries and grade scales in that language", async () => {
    const es = await csvRows(`/partner/reports/students/?format=csv&search=${tag}`, "es");
    expect(es[0]!.slice(1, 5)).toEqual(["Nombre", "Apellido", "Correo electrónico", "Teléfono"]);
    expect(byName(es, "Género")).toEqual(["Mujer", "Mujer", "Hombre", "Mujer"]);
    expect(byName(es, "Estado")).toContain("Archivado");
    expect(byName(es, "Nota")[1]).toBe("3.4 sobre 4.0");
    expect(byName(es, "Nacionalidad")[0]).toBe("India");
    expect(byName(es, "Destino de estudios")[0]).toBe("Reino Unido");
    const ar = await csvRows(`/partner/reports/students/?format=csv&search=${tag}`, "ar");
    expect(byName(ar, "الجنسية")[0]).toBe("الهند");
    expect(byName(ar, "الجنس")[2]).toBe("ذكر");
  });
});

describe("statuses and study levels in the reader's language (decision 048)", () => {
  it("the applications and students exports write Masters' names per language, English where one is missing", async () => {
    const column = (kind: "applications" | "students", label: string) =>
      REPORT_SOURCES[kind].columns.findIndex((c) => c.label === label);
    type Named = { name: string; names: Record<string, string> };
    const names = (await get("/reference/names/")).json().data as { statuses: Named[]; levels: Named[] };
    for (const language of ["es", "zh"] as const) {
      const draft = names.statuses.find((st) => st.name === "Draft")!.names[language]!;
      const levelNames = names.levels.map((l) => l.names[language]);
      const apps = await csvRows(`/partner/reports/applications/?format=csv&search=${tag}`, language);
      expect(apps.length, "the test's application").toBe(2);
      expect(apps[1]![column("applications", "Status")]).toBe(draft);
      expect(levelNames).toContain(apps[1]![column("applications", "Study level")]);
      const pupils = await csvRows(`/partner/reports/students/?format=csv&search=${tag}`, language);
      expect(levelNames).toContain(pupils[1]![column("students", "Study level")]);
    }
    // English stays the stored name.
    const en = await csvRows(`/partner/reports/applications/?format=csv&search=${tag}`);
    expect(en[1]![column("applications", "Status")]).toBe("Draft");
  });
});

describe("every export kind in every language", () => {
  for (const language of LANGUAGE_CODES) {
    it(`${language}: each kind's CSV and XLSX headers are the reader's labels`, async () => {
      for (const kind of REPORT_KINDS) {
        const english = REPORT_SOURCES[kind].columns.map((c) => c.label);
        const csv = await csvRows(`/partner/reports/${kind}/?format=csv`, language);
        expect(csv[0]).toHaveLength(english.length);
        // Labels that read the same in both ("ID", "Email" in Vietnamese) are few; the rest are translated.
        const same = csv[0]!.filter((h, i) => h === english[i]).length;
        if (language === "en") expect(csv[0]).toEqual(english);
        else expect(same, `${kind} ${language}: ${csv[0]!.join(", ")}`).toBeLessThanOrEqual(2);
        const sheet = await book((await get(`/partner/reports/${kind}/?format=xlsx`, language)).rawPayload);
        expect(sheet.getRow(1).values).toEqual([undefined, ...csv[0]!]);
        if (language !== "en") expect(sheet.name).not.toBe("Report");
      }
    });
  }

  it("sub-logins: statuses and permissions as words, not codes", async () => {
    const rows = await csvRows("/partner/reports/sublogins/?format=csv", "es");
    expect(byName(rows, "Estado")).toContain("Activo");
    const perms = byName(rows, "Permisos").join("; ");
    expect(perms).toContain("Ver estudiantes");
    expect(perms).not.toMatch(/\b(students|applications)\.(view|manage)\b/);
  });
});

describe("XLSX has typed cells", () => {
  it("dates are dates, amounts and counts numbers, phones text with their +", async () => {
    const res = await get(`/partner/reports/students/?format=xlsx&search=${tag}`);
    const sheet = await book(res.rawPayload);
    const col = (h: string) => (sheet.getRow(1).values as unknown[]).indexOf(h);
    const first = sheet.getRow(2);
    expect(first.getCell(col("Date of birth")).value).toEqual(new Date("2003-04-12T00:00:00Z"));
    expect(first.getCell(col("Date of birth")).numFmt).toBe("yyyy-mm-dd");
    expect(first.getCell(col("Created at (UTC)")).value).toBeInstanceOf(Date);
    expect(first.getCell(col("ID")).value).toEqual(expect.any(Number));
    expect(first.getCell(col("English overall")).value).toBe(7.5);
    expect(first.getCell(col("Phone")).value).toBe("+91 98450 00000");
    expect(sheet.getRow(5).getCell(col("Phone")).value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getRow(5).getCell(col("Phone")).type).toBe(ExcelJS.ValueType.String);
  });

  it("an application's tuition is a number in a money format; its dates are dates", async () => {
    const sheet = await book((await get(`/partner/reports/applications/?format=xlsx&search=${tag}`)).rawPayload);
    const col = (h: string) => (sheet.getRow(1).values as unknown[]).indexOf(h);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(col("Tuition")).value).toEqual(expect.any(Number));
    expect(row.getCell(col("Tuition")).numFmt).toBe("#,##0.00");
    expect(row.getCell(col("Created at (UTC)")).value).toBeInstanceOf(Date);
    const csv = await csvRows(`/partner/reports/applications/?format=csv&search=${tag}`);
    expect(byName(csv, "Tuition")[0]).toMatch(/^\d+\.\d{2}$/);
  });

  it("a background export keeps the language it was asked in", async () => {
    const res = await get(`/partner/reports/students/?format=csv&search=${tag}&background=true`, "zh");
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().data.id as number;
    const until = Date.now() + 20_000;
    for (;;) {
      const [j] = await app.db.select().from(reportJobs).where(eq(reportJobs.id, id));
      if (j?.status === "done") break;
      if (Date.now() > until) throw new Error(`export ${id}: ${j?.status}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const file = parse((await get(`/partner/reports/jobs/${id}/download/`)).body, { bom: true }) as string[][];
    expect(file[0]!.slice(1, 3)).toEqual(["名字", "姓氏"]);
    expect(byName(file, "性别")).toEqual(["女", "女", "男", "女"]);
  });
});
