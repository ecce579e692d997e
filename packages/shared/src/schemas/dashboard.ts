import { z } from "zod";

const counted = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

export const dashboardData = z.object({
  scope: z.enum(["partner", "mine"]),
  totals: z.object({
    students: z.number().int(),
    applications: z.number().int(),
    offers: z.number().int(),
    visas_granted: z.number().int(),
    enrolments: z.number().int(),
    /** Enrolments per submitted application, 0 to 1. */
    conversion_rate: z.number(),
  }),
  by_stage: z.array(counted.extend({ colour: z.string() })),
  per_month: z.array(z.object({ month: z.string(), count: z.number().int() })),
  by_destination: z.array(counted),
  top_providers: z.array(counted),
  recent_activity: z.array(
    z.object({
      application_id: z.number().int(),
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
