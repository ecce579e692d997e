import { z } from "zod";
import { pageQuery } from "../api";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

export const notificationItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListQuery = pageQuery.extend({
  unread: z
    .enum(["true", "false"], { error: "unread must be true or false." })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
});

export const notificationIdParams = z.object({
  id: z.coerce.number({ error: "The notification id must be a number." }).int().max(INT4_MAX, INT4_MESSAGE).positive(),
});
