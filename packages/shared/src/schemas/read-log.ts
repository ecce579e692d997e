import { z } from "zod";
import { pageQuery } from "../api";

/**
 * What a read-log entry records (issue 37, decision 055): a student's profile (with the passport) seen, their
 * documents listed, one document downloaded, or an export of personal data.
 */
export const READ_KINDS = ["profile", "documents", "download", "export"] as const;
export type ReadKind = (typeof READ_KINDS)[number];

/** One entry of "Who viewed this": who, when, what, from where. */
export const readLogItem = z.object({
  id: z.number().int(),
  what: z.enum(READ_KINDS),
  /** The person (null once their account is gone), with their role (`Partner` or `Superadmin`). */
  user: z.object({ id: z.number().int(), name: z.string(), role: z.string() }).nullable(),
  /** The API key's name when the request came with one. */
  api_key: z.string().nullable(),
  /** Whose data (null for an export); the name as it is now, null once the student is gone. */
  student: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  /** The document seen (download), or the export's report, format and rows. */
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type ReadLogItem = z.infer<typeof readLogItem>;

export const readLogQuery = pageQuery;
/** The agency's whole log (the company page), optionally one kind. */
export const partnerReadLogQuery = pageQuery.extend({
  what: z.enum(READ_KINDS, { error: "what is profile, documents, download or export." }).optional(),
});

/**
 * Erasing a student (issue 37, decision 057): applications in an active status refuse the erasure unless this says
 * to withdraw them in the same step.
 */
export const studentErasureBody = z.object({
  withdraw_active_applications: z.boolean({ error: "withdraw_active_applications is true or false." }).default(false),
});
export type StudentErasureBody = z.infer<typeof studentErasureBody>;

/** What an erasure did: no personal value, only ids and counts (the same as its audit entry). */
export const studentErasure = z.object({
  student_id: z.number().int(),
  withdrawn_applications: z.array(z.number().int()),
  kept: z.object({ applications: z.number().int() }),
  removed: z.record(z.string(), z.number().int()),
});
export type StudentErasure = z.infer<typeof studentErasure>;
