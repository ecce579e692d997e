import {
  COURSE_IMPORT_COLUMNS,
  COURSE_IMPORT_OPTIONAL,
  type CourseRequirementsValues,
  courseBody,
  REQUIREMENT_IMPORT_COLUMNS,
} from "@pp/shared";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { Db } from "../../db/client";
import { countries, courses, educationProviders, intakes, studyLevels, years } from "../../db/schema/index";
import { deadlineProblem, type IntakeOfDeadline } from "../deadlines/rules";

export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export type ImportRow = { line: number; values: Record<string, string>; errors: Record<string, string[]> };
export type ParsedCourse = typeof courses.$inferInsert & {
  entry_requirements: CourseRequirementsValues | null;
  deadlines: { intake_id: number; closes_on: string }[];
};

/** Thrown for a file that cannot be read at all (wrong type, no header, too many rows). */
export class ImportFileError extends Error {}

const EXAMPLE: Record<(typeof COURSE_IMPORT_COLUMNS)[number], string> = {
  provider: "University of Northbridge",
  provider_country: "GB",
  name: "MSc Data Science",
  study_level: "Postgraduate (Master's)",
  discipline: "Computer Science",
  duration_months: "12",
  tuition_fee: "21500",
  currency: "GBP",
  application_fee: "0",
  intake_months: "1;9",
  requirements: "2:1 bachelor's degree; IELTS 6.5 (no band below 6.0)",
  language: "English",
  ielts_overall: "6.5",
  ielts_min_band: "6",
  toefl_ibt: "79",
  pte: "58",
  duolingo: "115",
  min_prior_level: "Undergraduate",
  min_grade_pct: "60",
  required_subjects: "Mathematics",
  max_gap_years: "5",
  work_history_accepted: "yes",
  presessional_english: "no",
  application_deadlines: "2027-09: 2027-06-30; 2028-01: 2027-11-15",
};

/** A row that fills none of the requirement columns states no requirements. */
const REQUIREMENT_COLUMNS = REQUIREMENT_IMPORT_COLUMNS;
const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0", ""]);

/** The template the import screen offers: the header and one example row. */
export async function importTemplate(format: "csv" | "xlsx"): Promise<Buffer> {
  if (format === "csv") {
    const quote = (v: string) => (/[",\n;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const lines = [COURSE_IMPORT_COLUMNS.join(","), COURSE_IMPORT_COLUMNS.map((c) => quote(EXAMPLE[c])).join(",")];
    return Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Courses");
  sheet.addRow([...COURSE_IMPORT_COLUMNS]);
  sheet.addRow(COURSE_IMPORT_COLUMNS.map((c) => EXAMPLE[c]));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return "";
  if (typeof v === "object" && "richText" in v) return v.richText.map((r) => r.text).join("");
  if (typeof v === "object" && "result" in v) return String(v.result ?? "");
  if (typeof v === "object" && "text" in v) return String(v.text);
  return String(v);
};

/** The file's rows as header → text records; XLSX is told from its zip signature, anything else is CSV. */
export async function readRows(data: Buffer): Promise<Record<string, string>[]> {
  let records: Record<string, string>[];
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(data as unknown as ArrayBuffer);
    } catch {
      throw new ImportFileError("This spreadsheet could not be read. Save it as .xlsx or .csv and try again.");
    }
    const sheet = book.worksheets[0];
    if (!sheet) throw new ImportFileError("The spreadsheet has no sheet.");
    const header = ((sheet.getRow(1).values as ExcelJS.CellValue[]) ?? []).slice(1).map((v) => cellText(v).trim());
    records = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      records.push(Object.fromEntries(header.map((h, i) => [h, cellText(values[i]).trim()])));
    });
  } else {
    if (data.includes(0)) throw new ImportFileError("Upload a CSV or XLSX file.");
    try {
      records = parse(data, {
        columns: (h: string[]) => h.map((x) => x.trim()),
        skip_empty_lines: true,
        trim: true,
        bom: true,
      });
    } catch (err) {
      throw new ImportFileError(`This CSV could not be read: ${(err as Error).message}`);
    }
  }
  if (records.length === 0) throw new ImportFileError("The file has no course rows under its header.");
  const missing = COURSE_IMPORT_COLUMNS.filter((c) => !(c in records[0]!) && !COURSE_IMPORT_OPTIONAL.includes(c));
  if (missing.length)
    throw new ImportFileError(
      `The file lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}. Start from the template.`,
    );
  if (records.length > IMPORT_MAX_ROWS) throw new ImportFileError(`At most ${IMPORT_MAX_ROWS} rows per file.`);
  return records;
}

/** Checks every row against the catalogue; rows keep their line numbers and their own errors. */
export async function checkRows(db: Db, records: Record<string, string>[]) {
  const [providers, levels, existing, intakeRows] = await Promise.all([
    db
      .select({ id: educationProviders.id, name: educationProviders.name, iso2: countries.iso2 })
      .from(educationProviders)
      .innerJoin(countries, sql`${countries.id} = ${educationProviders.country_id}`),
    db.select({ id: studyLevels.id, name: studyLevels.name }).from(studyLevels),
    db.select({ p: courses.provider_id, name: courses.name, l: courses.study_level_id }).from(courses),
    db
      .select({ id: intakes.id, name: intakes.name, month: intakes.month, year: years.year })
      .from(intakes)
      .innerJoin(years, sql`${years.id} = ${intakes.year_id}`),
  ]);
  const intakeAt = new Map(intakeRows.map((i) => [`${i.year}-${String(i.month).padStart(2, "0")}`, i]));
  const providerId = new Map(providers.map((p) => [`${p.name.toLowerCase()}|${p.iso2}`, p.id]));
  const levelId = new Map(levels.map((l) => [l.name.toLowerCase(), l.id]));
  const taken = new Set(existing.map((c) => `${c.p}|${c.name.toLowerCase()}|${c.l}`));
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  const valid: ParsedCourse[] = [];

  records.forEach((values, i) => {
    const line = i + 2;
    const errors: Record<string, string[]> = {};
    const add = (field: string, message: string) => {
      errors[field] = [...(errors[field] ?? []), message];
    };
    const country = (values.provider_country ?? "").toUpperCase();
    const pid = providerId.get(`${(values.provider ?? "").toLowerCase()}|${country}`);
    if (!values.provider) add("provider", "Provider is required.");
    else if (!pid) add("provider", `No provider "${values.provider}" in ${country || "that country"}; add it first.`);
    const lid = levelId.get((values.study_level ?? "").toLowerCase());
    if (!values.study_level) add("study_level", "Study level is required.");
    else if (!lid) add("study_level", `No study level "${values.study_level}".`);
    const months = (values.intake_months ?? "")
      .split(/[;,\s]+/)
      .filter(Boolean)
      .map(Number);
    // The requirement columns: empty cells state nothing; yes/no for the two flags; a level by its name.
    const stated = REQUIREMENT_COLUMNS.some((c) => (values[c] ?? "").trim() !== "");
    const flag = (field: "work_history_accepted" | "presessional_english") => {
      const v = (values[field] ?? "").trim().toLowerCase();
      if (YES.has(v)) return true;
      if (!NO.has(v)) add(field, "Write yes or no.");
      return false;
    };
    const cell = (field: (typeof REQUIREMENT_COLUMNS)[number]) => {
      const v = (values[field] ?? "").trim();
      return v === "" ? null : v;
    };
    let priorLevel: number | null = null;
    const priorName = cell("min_prior_level");
    if (priorName) {
      priorLevel = levelId.get(priorName.toLowerCase()) ?? null;
      if (priorLevel === null) add("min_prior_level", `No study level "${priorName}".`);
    }
    const entry = stated
      ? {
          ielts_overall: cell("ielts_overall"),
          ielts_min_band: cell("ielts_min_band"),
          toefl_ibt: cell("toefl_ibt"),
          pte: cell("pte"),
          duolingo: cell("duolingo"),
          min_prior_level_id: priorLevel,
          min_grade_pct: cell("min_grade_pct"),
          required_subjects: (values.required_subjects ?? "")
            .split(/[;,]/)
            .map((x) => x.trim())
            .filter(Boolean),
          max_gap_years: cell("max_gap_years"),
          work_history_accepted: flag("work_history_accepted"),
          presessional_english: flag("presessional_english"),
        }
      : null;
    const parsed = courseBody.safeParse({
      entry_requirements: entry,
      provider_id: pid ?? 1,
      study_level_id: lid ?? 1,
      name: values.name ?? "",
      discipline: values.discipline ?? "",
      duration_months: values.duration_months ?? "",
      tuition_fee: values.tuition_fee ?? "",
      currency: values.currency ?? "",
      application_fee: values.application_fee || "0",
      intake_months: months,
      requirements: values.requirements ?? "",
      language: values.language || "English",
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // A requirement's message goes to its own column ("entry_requirements.pte" is the file's "pte").
        const field = String((issue.path[0] === "entry_requirements" ? issue.path[1] : issue.path[0]) ?? "row");
        if (!errors[field]?.includes(issue.message)) add(field, issue.message);
      }
    }
    if (parsed.success && pid && lid) {
      const key = `${pid}|${parsed.data.name.toLowerCase()}|${lid}`;
      if (taken.has(key)) add("name", "This provider already has a course with this name and level.");
      else if (seen.has(key)) add("name", `The same course is on line ${seen.get(key)}.`);
      seen.set(key, line);
    }
    const deadlines = parsed.success
      ? readDeadlines(values.application_deadlines ?? "", parsed.data.intake_months, intakeAt)
      : { list: [], problems: [] };
    for (const p of deadlines.problems) add("application_deadlines", p);
    rows.push({ line, values, errors });
    if (Object.keys(errors).length === 0 && parsed.success) {
      const { is_active: _a, ...course } = parsed.data;
      valid.push({
        ...course,
        tuition_fee: course.tuition_fee.toFixed(2),
        application_fee: course.application_fee.toFixed(2),
        requirements: course.requirements ?? null,
        entry_requirements: course.entry_requirements ?? null,
        deadlines: deadlines.list,
      });
    }
  });
  return { rows, valid };
}

/**
 * The `application_deadlines` cell (issue 36): `YYYY-MM: YYYY-MM-DD` pairs (an intake's year and month, the day its
 * applications close) separated by semicolons; empty states none. Each pair is checked as the catalogue form checks it.
 */
export function readDeadlines(cell: string, months: readonly number[], intakeAt: Map<string, IntakeOfDeadline>) {
  const list: { intake_id: number; closes_on: string }[] = [];
  const problems: string[] = [];
  for (const part of cell
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^(\d{4}-\d{2})\s*:\s*(\d{4}-\d{2}-\d{2})$/.exec(part);
    const day = m ? new Date(`${m[2]}T00:00:00Z`) : null;
    if (!m || !day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== m[2]) {
      problems.push(`Write each deadline as an intake and a day, e.g. 2027-09: 2027-06-30 (not ${part}).`);
      continue;
    }
    const intake = intakeAt.get(m[1]!);
    if (!intake) {
      problems.push(`There is no intake ${m[1]}.`);
      continue;
    }
    const problem = deadlineProblem(intake, months, m[2]!);
    if (problem) problems.push(problem.message);
    else if (list.some((d) => d.intake_id === intake.id)) problems.push(`The intake ${m[1]} is given twice.`);
    else list.push({ intake_id: intake.id, closes_on: m[2]! });
  }
  return { list, problems };
}
