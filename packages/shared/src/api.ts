import { z } from "zod";
import { INT4_MAX, INT4_MESSAGE } from "./limits";

/** Envelope for one object or a lookup list. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Envelope for a paged list, as the contract of SPEC.md section 7. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.object({ data: z.array(item) }),
  });

export const errorBody = z.object({
  status_code: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** On a 409 for a duplicate: the id of the record that already exists. */
  existing_id: z.number().int().max(INT4_MAX, INT4_MESSAGE).optional(),
  /** A machine-readable reason where the client acts on it, e.g. `two_factor_setup_required` on a 403. */
  code: z.string().optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

export const pageQuery = z.object({
  page: z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).min(1, "Page starts at 1.").default(1),
  page_size: z.coerce
    .number()
    .int()
    .max(INT4_MAX, INT4_MESSAGE)
    .min(1)
    .max(PAGE_SIZE_MAX, `Page size is at most ${PAGE_SIZE_MAX}.`)
    .default(PAGE_SIZE_DEFAULT),
});

export { apiPaths, notificationPaths, PUBLIC_PAGE_ADDRESS, partnerSettingsPaths, profilePaths } from "./paths";
