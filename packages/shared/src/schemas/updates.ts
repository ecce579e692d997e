import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/** Important Updates (issue 6). */
export const UPDATE_CATEGORIES = ["general", "admissions", "visa", "commission", "product", "event"] as const;
export const UPDATE_AUDIENCES = ["everyone", "countries", "regions"] as const;

export const updateBody = z
  .object({
    title: z
      .string({ error: "Title is required." })
      .trim()
      .min(3, "Write a title of at least 3 characters.")
      .max(200, "A title is at most 200 characters."),
    body_html: z
      .string({ error: "Write the update." })
      .trim()
      .min(1, "Write the update.")
      .max(50_000, "An update is at most 50,000 characters."),
    category: z.enum(UPDATE_CATEGORIES, { error: "Choose a category." }),
    audience: z.enum(UPDATE_AUDIENCES, { error: "Choose who sees it." }).default("everyone"),
    audience_ids: z
      .array(z.coerce.number().int().max(INT4_MAX, INT4_MESSAGE).positive(), { error: "The audience is a list." })
      .max(300)
      .default([]),
    pinned: z.boolean({ error: "Pinned is true or false." }).default(false),
    /** ISO date-time; empty or absent publishes now. */
    publish_at: z.iso
      .datetime({ offset: true, error: "The publish time is a date and time like 2026-12-01T09:00:00Z." })
      .nullable()
      .optional(),
  })
  .refine((v) => v.audience === "everyone" || v.audience_ids.length > 0, {
    path: ["audience_ids"],
    message: "Choose at least one country or region.",
  });

export const updateListQuery = pageQuery.extend({
  category: z.enum(UPDATE_CATEGORIES, { error: `category is one of ${UPDATE_CATEGORIES.join(", ")}.` }).optional(),
  unread: z.enum(["true", "false"], { error: "unread is true or false." }).optional(),
  search: z.string().trim().max(100).optional(),
});

export const updateItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  title: z.string(),
  body_html: z.string(),
  category: z.string(),
  audience: z.string(),
  audience_ids: z.array(z.number().int().max(INT4_MAX, INT4_MESSAGE)),
  pinned: z.boolean(),
  publish_at: z.string(),
  published: z.boolean(),
  /** For a partner user: whether they have read it (always true on the Superadmin's list). */
  read: z.boolean(),
  created_at: z.string(),
});
export type UpdateItem = z.infer<typeof updateItem>;
