import { index, inet, integer, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A signed-in session (issue 17): one per sign-in, named by the family of refresh tokens it rotates through
 * (`refresh_tokens.family_id`), so ending it revokes exactly that family. The access tokens it hands out carry its
 * id (`sid`), which is how "this session" is marked. `browser` and `os` are parsed once from the user agent (bowser) and
 * are the "device" the person reads ("Chrome on Windows"); a sign-in from a browser and system the person has not
 * signed in with before sends an alert (modules/auth/sessions.ts).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The browser's name ("Chrome"), "" when the user agent does not say. */
    browser: varchar("browser", { length: 60 }).notNull(),
    /** The operating system's name ("Windows"), "" when the user agent does not say. */
    os: varchar("os", { length: 60 }).notNull(),
    user_agent: text("user_agent"),
    /** The address of the sign-in, then of the latest token refresh. */
    ip: inet("ip"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** When its refresh token (the latest) stops working. */
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    ended_at: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.user_id, t.last_seen_at)],
);
