import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/** Background jobs (issue 15): the Superadmin's view of the queue, `admin/jobs/`. */
export const JOB_STATES = ["queued", "running", "completed", "failed", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];

const count = z.number().int().min(0).max(INT4_MAX, INT4_MESSAGE);

export const adminJobQuery = pageQuery.extend({
  kind: z
    .string()
    .trim()
    .max(100, "kind is at most 100 characters.")
    .regex(/^[a-z0-9._-]*$/, "kind is a job kind such as reports.export.")
    .optional(),
  state: z.enum(JOB_STATES, { error: `state is one of ${JOB_STATES.join(", ")}.` }).optional(),
});
export type AdminJobQuery = z.infer<typeof adminJobQuery>;

export const jobIdParams = z.object({
  id: z.uuid({ error: "A job id is a UUID." }),
});

export const adminJob = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** Runs started so far (the first run included). */
  attempts: count,
  /** Runs allowed before the job stays failed. */
  max_attempts: count,
  /** The last failure's message (failed jobs; also a job waiting for a retry). */
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;

/** How many jobs of one kind are in each state. */
export const adminJobCounts = z.object({
  kind: z.string(),
  queued: count,
  running: count,
  completed: count,
  failed: count,
  cancelled: count,
});
export type AdminJobCounts = z.infer<typeof adminJobCounts>;

export const adminJobList = z.object({
  count,
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.object({ data: z.array(adminJob), counts: z.array(adminJobCounts) }),
});
export type AdminJobList = z.infer<typeof adminJobList>;

export const adminJobPaths = {
  list: "/admin/jobs/",
  retry: (id: string) => `/admin/jobs/${id}/retry/`,
  cancel: (id: string) => `/admin/jobs/${id}/cancel/`,
} as const;
