import { z } from "zod";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/** Export Reports (issue 6). */
export const REPORT_KINDS = ["students", "applications", "payments", "sublogins"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ["csv", "xlsx"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** Above this many rows an export runs as a background job instead of streaming straight away. */
export const REPORT_SYNC_LIMIT = 10_000;

export const reportKindParams = z.object({
  kind: z.enum(REPORT_KINDS, { error: `The report is one of ${REPORT_KINDS.join(", ")}.` }),
});

export const reportFormatQuery = z.object({
  format: z.enum(REPORT_FORMATS, { error: "format is csv or xlsx." }).default("csv"),
  /** Run as a background job even when small enough to stream. */
  background: z.enum(["true", "false"], { error: "background is true or false." }).optional(),
});

export const reportCount = z.object({
  count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  /** Whether this export will run as a background job. */
  background: z.boolean(),
  limit: z.number().int().max(INT4_MAX, INT4_MESSAGE),
});

export const REPORT_JOB_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;

export const reportJob = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  kind: z.string(),
  format: z.string(),
  filters: z.record(z.string(), z.string()),
  status: z.string(),
  total_rows: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  rows_written: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  file_name: z.string().nullable(),
  size_bytes: z.number().int().max(INT4_MAX, INT4_MESSAGE).nullable(),
  error: z.string().nullable(),
  /** API path to download the file once done. */
  download_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ReportJob = z.infer<typeof reportJob>;
