import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { countries, roles, timestamps } from "./reference";

export const partners = pgTable("partners", {
  id: serial("id").primaryKey(),
  company_name: varchar("company_name", { length: 200 }).notNull(),
  country_id: integer("country_id").references(() => countries.id, { onDelete: "set null" }),
  contact_name: varchar("contact_name", { length: 150 }).notNull(),
  contact_email: varchar("contact_email", { length: 254 }).notNull(),
  contact_phone: varchar("contact_phone", { length: 40 }),
  /** pending | active | suspended | rejected */
  status: varchar("status", { length: 20 }).notNull().default("pending"),
  commission_rate: numeric("commission_rate", { precision: 5, scale: 2 }),
  commission_currency: varchar("commission_currency", { length: 3 }),
  approved_at: timestamp("approved_at", { withTimezone: true }),
  /** The owner requires every sub-login to sign in with two factors (issue 17). */
  require_two_factor: boolean("require_two_factor").notNull().default(false),
  ...timestamps,
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    password_hash: text("password_hash").notNull(),
    name: varchar("name", { length: 150 }).notNull(),
    phone: varchar("phone", { length: 40 }),
    /** Partner | Superadmin */
    role: varchar("role", { length: 20 }).notNull(),
    partner_id: integer("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    /** Set for sub-logins: the role template their permissions started from. */
    role_id: integer("role_id").references(() => roles.id, { onDelete: "set null" }),
    is_sub_login: boolean("is_sub_login").notNull().default(false),
    permissions: text("permissions").array().notNull().default([]),
    /** active | disabled */
    status: varchar("status", { length: 20 }).notNull().default("active"),
    last_login_at: timestamp("last_login_at", { withTimezone: true }),
    /** The interface language the person chose (en, ar, zh, es, vi); null until they choose (issue 17). */
    language: varchar("language", { length: 5 }),
    /** Where signing in lands: `my_day` or `dashboard`; null keeps the default (sub-logins My day, owners the dashboard). */
    landing_page: varchar("landing_page", { length: 20 }),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`), index("users_partner_idx").on(t.partner_id)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: varchar("token_hash", { length: 64 }).notNull().unique(),
    family_id: uuid("family_id").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.family_id), index("refresh_tokens_user_idx").on(t.user_id)],
);

export const loginEvents = pgTable(
  "login_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: varchar("email", { length: 254 }).notNull(),
    ip: inet("ip"),
    user_agent: text("user_agent"),
    success: boolean("success").notNull(),
    reason: varchar("reason", { length: 40 }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_events_email_time_idx").on(t.email, t.created_at)],
);

export const passwordResets = pgTable("password_resets", {
  id: serial("id").primaryKey(),
  user_id: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  token_hash: varchar("token_hash", { length: 64 }).notNull().unique(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  used_at: timestamp("used_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actor_user_id: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    partner_id: integer("partner_id").references(() => partners.id, { onDelete: "set null" }),
    action: varchar("action", { length: 80 }).notNull(),
    entity: varchar("entity", { length: 60 }).notNull(),
    entity_id: varchar("entity_id", { length: 60 }),
    details: jsonb("details"),
    ip: inet("ip"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entity_id),
    // The audit pages, newest first: a partner's and the Superadmin's over every partner (issue 34).
    index("audit_log_partner_created_idx").on(t.partner_id, t.created_at, t.id),
    index("audit_log_created_idx").on(t.created_at, t.id),
  ],
);

export const outbox = pgTable("outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  to_email: varchar("to_email", { length: 254 }).notNull(),
  subject: varchar("subject", { length: 250 }).notNull(),
  text_body: text("text_body").notNull(),
  html_body: text("html_body"),
  /** pending | sent | failed | logged */
  status: varchar("status", { length: 20 }).notNull().default("pending"),
  error: text("error"),
  sent_at: timestamp("sent_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 40 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    body: text("body").notNull(),
    link: varchar("link", { length: 300 }),
    /**
     * The permission needed to open what it is about (modules/notifications/kinds.ts), null when none is: a
     * sub-login sees it only while holding it (docs/decisions/037).
     */
    permission: varchar("permission", { length: 40 }),
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_time_idx").on(t.user_id, t.created_at)],
);

export { timestamps };
