import { bigint, bigserial, index, integer, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A person's authenticator app (issue 17, docs/decisions/022): the TOTP secret encrypted at rest (AES-256-GCM,
 * modules/auth/two-factor-crypto.ts). `enabled_at` null while a set-up waits for its first code; `last_step` is the
 * last 30-second step whose code was accepted, so a code is never accepted twice.
 */
export const twoFactor = pgTable("two_factor", {
  user_id: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret_enc: text("secret_enc").notNull(),
  enabled_at: timestamp("enabled_at", { withTimezone: true }),
  last_step: bigint("last_step", { mode: "number" }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as sha256 hashes (they are random); replaced whenever 2FA is turned on. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code_hash: varchar("code_hash", { length: 64 }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.user_id)],
);

/**
 * The second step of a sign-in: a password was right and the account has 2FA on. The token (hashed here) is
 * handed to the client and is good once, for 5 minutes, on any instance.
 */
export const loginChallenges = pgTable(
  "login_challenges",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_challenges_expires_idx").on(t.expires_at)],
);
