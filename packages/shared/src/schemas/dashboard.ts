import { z } from "zod";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

const counted = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  name: z.string(),
  count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
});

export const dashboardData = z.object({
  scope: z.enum(["partner", "mine"]),
  totals: z.object({
    students: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    applications: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    offers: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    visas_granted: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    enrolments: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    /** Enrolments per submitted application, 0 to 1. */
    conversion_rate: z.number(),
  }),
  by_stage: z.array(counted.extend({ colour: z.string() })),
  per_month: z.array(z.object({ month: z.string(), count: z.number().int().max(INT4_MAX, INT4_MESSAGE) })),
  by_destination: z.array(counted),
  top_providers: z.array(counted),
  recent_activity: z.array(
    z.object({
      application_id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
      student: z.string(),
      course: z.string(),
      to: z.string(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type DashboardData = z.infer<typeof dashboardData>;

export const dashboardQuery = z.object({
  scope: z.enum(["partner", "mine"], { error: "scope is partner or mine." }).optional(),
});
