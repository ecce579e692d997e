import { sql } from "drizzle-orm";
import { courses, students } from "./schema/index";

/**
 * What a search for a student reads: name, e-mail, passport and phone, folded to lower case. It is the expression
 * the trigram index `students_partner_search_trgm_idx` covers (migrations 0002 and 0009): keep the two in step. The
 * index also serves a search over every partner (the Superadmin's): a GIN index over several columns answers a
 * condition on any of them.
 */
export const studentSearchText = sql`lower(${students.first_name} || ' ' || ${students.last_name} || ' ' || ${students.email} || ' ' || coalesce(${students.passport_number}, '') || ' ' || coalesce(${students.phone}, ''))`;

/** The same expression over the students table under another name in a statement (`t` is a constant of ours). */
export const studentSearchTextOf = (t: "s") =>
  sql.raw(
    `lower(${t}.first_name || ' ' || ${t}.last_name || ' ' || ${t}.email || ' ' || coalesce(${t}.passport_number, '') || ' ' || coalesce(${t}.phone, ''))`,
  );

/**
 * What a search for a course reads: its name and discipline, folded to lower case; the expression of the trigram index
 * `courses_search_trgm_idx` (migration 0026): keep the two in step.
 */
export const courseSearchText = sql`lower(${courses.name} || ' ' || coalesce(${courses.discipline}, ''))`;

/** The same expression over the courses table under another name in a statement (`t` is a constant of ours). */
export const courseSearchTextOf = (t: "k") => sql.raw(`lower(${t}.name || ' ' || coalesce(${t}.discipline, ''))`);
