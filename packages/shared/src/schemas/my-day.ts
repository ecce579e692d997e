import { z } from "zod";
import { INT4_MAX, INT4_MESSAGE } from "../limits";

/** The sections of My day (issue 36); a section is listed only for a person who may open its list. */
export const MY_DAY_SECTIONS = [
  "overdue",
  "today",
  "deadlines",
  "documents",
  "offers",
  "passports",
  "messages",
  "tickets",
] as const;
export type MyDaySectionKey = (typeof MY_DAY_SECTIONS)[number];

/** Where signing in lands (a user's choice; null keeps the default: sub-logins My day, owners the dashboard). */
export const LANDING_PAGES = ["my_day", "dashboard"] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];

/** One row of a section: what it shows and the record it opens. */
export const myDayItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  title: z.string(),
  subtitle: z.string(),
  /**
   * The moment the row is about, ISO 8601: a task's due time, the oldest unread message, the ticket's last change; or
   * a calendar day YYYY-MM-DD (an application's deadline, an offer's answer date, a passport's expiry).
   */
  date: z.string().nullable(),
  /** The web address of the record. */
  link: z.string(),
});
export type MyDayItem = z.infer<typeof myDayItem>;

export const myDaySection = z.object({
  key: z.string(),
  /** How many rows the list shows with the section's filter. */
  count: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  /** The first five rows. */
  items: z.array(myDayItem),
  /** The web list with the filter that shows the same rows. */
  list: z.string(),
});
export type MyDaySection = z.infer<typeof myDaySection>;

export const myDayData = z.object({ sections: z.array(myDaySection) });
export type MyDayData = z.infer<typeof myDayData>;
