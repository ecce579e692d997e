import { z } from "zod";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/** The header's one search (issue 35): records of every kind the caller may see. */
export const searchPath = "/search/";

/** How many records each group shows; `more` says whether there are others. */
export const SEARCH_GROUP_SIZE = 5;

/** A query is a number (an application's or a ticket's, "#" allowed) or at least this many characters. */
export const SEARCH_MIN_LENGTH = 2;

/** The number a query names ("2731", "#2731"), or null when it is not one. */
export function searchNumber(q: string): number | null {
  const m = /^#?\s*(\d{1,9})$/.exec(q.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n > 0 && n <= INT4_MAX ? n : null;
}

export const searchQuery = z.object({
  q: z
    .string({ error: "Type something to search for." })
    .trim()
    .max(100, "Search is at most 100 characters.")
    .refine((q) => q.length >= SEARCH_MIN_LENGTH || searchNumber(q) !== null, {
      message: "Type at least 2 characters, or a number.",
    }),
});
export type SearchQuery = z.infer<typeof searchQuery>;

const id = z.number().int().max(INT4_MAX, INT4_MESSAGE);
/** The partner a record belongs to: only in the Superadmin's results. */
const owner = z.object({ id, name: z.string() }).nullable();

export const searchStudent = z.object({
  id,
  name: z.string(),
  email: z.string(),
  passport_number: z.string().nullable(),
  phone: z.string().nullable(),
  partner: owner,
});
export const searchApplication = z.object({
  id,
  student_name: z.string(),
  course_name: z.string(),
  provider_name: z.string(),
  status: z.string(),
  partner: owner,
});
export const searchCourse = z.object({
  id,
  name: z.string(),
  provider_id: id,
  provider_name: z.string(),
  study_level: z.string(),
  is_active: z.boolean(),
});
export const searchTicket = z.object({ id, subject: z.string(), status: z.string(), partner: owner });
export const searchPartner = z.object({
  id,
  company_name: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  status: z.string(),
});

const group = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), more: z.boolean() });

/** One group per kind the caller may see (absent otherwise), each in the order it is shown. */
export const searchResults = z.object({
  query: z.string(),
  students: group(searchStudent).optional(),
  applications: group(searchApplication).optional(),
  courses: group(searchCourse).optional(),
  tickets: group(searchTicket).optional(),
  partners: group(searchPartner).optional(),
});
export type SearchResults = z.infer<typeof searchResults>;
export type SearchKind = Exclude<keyof SearchResults, "query">;
export const SEARCH_KINDS: readonly SearchKind[] = ["students", "applications", "courses", "tickets", "partners"];
export type SearchStudent = z.infer<typeof searchStudent>;
export type SearchApplication = z.infer<typeof searchApplication>;
export type SearchCourse = z.infer<typeof searchCourse>;
export type SearchTicket = z.infer<typeof searchTicket>;
export type SearchPartner = z.infer<typeof searchPartner>;
