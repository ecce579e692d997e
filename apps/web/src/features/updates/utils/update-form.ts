import { UPDATE_AUDIENCES, UPDATE_CATEGORIES, type UpdateItem, updateBody } from "@pp/shared";
import dayjs from "dayjs";
import type { z } from "zod";
import { translateMessage } from "../../../lib/i18n/server-messages";
import { toBodyHtml } from "./html";

export type UpdateCategory = (typeof UPDATE_CATEGORIES)[number];
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];
export type UpdateBody = z.input<typeof updateBody>;

/** What the drawer's inputs hold (Mantine selects want string ids; the picker a local "YYYY-MM-DD HH:mm:ss"). */
export type UpdateFormValues = {
  title: string;
  body: string;
  category: string | null;
  audience: UpdateAudience;
  country_ids: string[];
  region_ids: string[];
  pinned: boolean;
  publish_at: string | null;
};

const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";

export const emptyUpdateValues = (): UpdateFormValues => ({
  title: "",
  body: "",
  category: null,
  audience: "everyone",
  country_ids: [],
  region_ids: [],
  pinned: false,
  publish_at: null,
});

/** A saved update as form values; a publish time already past stays as it is. */
export function updateToValues(u: UpdateItem): UpdateFormValues {
  const audience = (UPDATE_AUDIENCES as readonly string[]).includes(u.audience)
    ? (u.audience as UpdateAudience)
    : "everyone";
  const ids = u.audience_ids.map(String);
  return {
    title: u.title,
    body: u.body_html,
    category: u.category,
    audience,
    country_ids: audience === "countries" ? ids : [],
    region_ids: audience === "regions" ? ids : [],
    pinned: u.pinned,
    publish_at: dayjs(u.publish_at).format(PICKER_FORMAT),
  };
}

/** The request body: plain text becomes paragraphs; the ids of the chosen audience; an empty time means now. */
export function valuesToBody(v: UpdateFormValues): UpdateBody {
  const ids = v.audience === "countries" ? v.country_ids : v.audience === "regions" ? v.region_ids : [];
  return {
    title: v.title,
    body_html: toBodyHtml(v.body),
    // An empty category goes out as "" so the schema's own "Choose a category." names the field.
    category: (v.category ?? "") as UpdateCategory,
    audience: v.audience,
    audience_ids: ids.map(Number),
    pinned: v.pinned,
    publish_at: v.publish_at ? dayjs(v.publish_at).toISOString() : null,
  };
}

/** The form field a body error belongs to (the message body is edited as `body`). */
export function formField(path: string, audience: UpdateAudience): string {
  if (path === "body_html") return "body";
  if (path === "audience_ids") return audience === "regions" ? "region_ids" : "country_ids";
  return path;
}

function issuesOf(body: UpdateBody, audience: UpdateAudience, into: Record<string, string>) {
  const result = updateBody.safeParse(body);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = formField(issue.path.join("."), audience);
    if (field && !into[field]) into[field] = translateMessage(issue.message);
  }
}

/** A body that passes every field check, to run the schema's audience rule on its own. */
const VALID_FIELDS = { title: "Title", body_html: "Text", category: "general" } as const;

/**
 * One message per bad field, keyed by the form's field names, from the shared schema. The schema's audience rule
 * runs only once every other field is valid, so it is also checked on its own: every problem shows at once.
 */
export function validateUpdate(v: UpdateFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const body = valuesToBody(v);
  issuesOf(body, v.audience, errors);
  issuesOf({ ...body, ...VALID_FIELDS, publish_at: null }, v.audience, errors);
  return errors;
}

/** The server's field errors (first message each) on the form's fields. */
export function serverErrors(fieldErrors: Record<string, string>, audience: UpdateAudience) {
  return Object.fromEntries(Object.entries(fieldErrors).map(([k, m]) => [formField(k, audience), m]));
}

/** Whether a publish time lies in the future (a scheduled update). */
export function isFuture(publishAt: string | null, now = dayjs()): boolean {
  return !!publishAt && dayjs(publishAt).isAfter(now);
}

export const isCategory = (c: string): c is UpdateCategory => (UPDATE_CATEGORIES as readonly string[]).includes(c);
