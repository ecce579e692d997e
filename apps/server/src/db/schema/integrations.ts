import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { partners, users } from "./accounts";
import { timestamps } from "./reference";

/**
 * A partner's API keys (issue 19): `pp_live_` + a random secret, shown once; only its SHA-256 is kept. A key acts
 * for its partner on the routes its scopes cover until it expires or is revoked.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: serial("id").primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 100 }).notNull(),
    /** The key's first characters, to recognise it in the list ("pp_live_3fK9"). */
    prefix: varchar("prefix", { length: 20 }).notNull(),
    /** SHA-256 of the whole key, hex. */
    key_hash: varchar("key_hash", { length: 64 }).notNull().unique(),
    scopes: text("scopes").array().notNull(),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    expires_at: timestamp("expires_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
    last_used_ip: varchar("last_used_ip", { length: 64 }),
    ...timestamps,
  },
  (t) => [index("api_keys_partner_idx").on(t.partner_id, t.created_at)],
);

/**
 * A partner's webhook endpoints (issue 19). The signing secret must be kept to sign (HMAC), so it is stored; after
 * a rotation the previous one signs too until `previous_secret_expires_at`.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial("id").primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    url: varchar("url", { length: 2000 }).notNull(),
    description: varchar("description", { length: 300 }),
    events: text("events").array().notNull(),
    secret: varchar("secret", { length: 100 }).notNull(),
    previous_secret: varchar("previous_secret", { length: 100 }),
    previous_secret_expires_at: timestamp("previous_secret_expires_at", { withTimezone: true }),
    is_active: boolean("is_active").notNull().default(true),
    /** When deliveries began to fail without a success since; 24 hours of it disables the endpoint. */
    failing_since: timestamp("failing_since", { withTimezone: true }),
    disabled_at: timestamp("disabled_at", { withTimezone: true }),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("webhook_endpoints_partner_idx").on(t.partner_id)],
);

/**
 * One event for one endpoint (the webhooks' outbox): written in the unit of work of the change, delivered by the
 * job queue, retried with backoff. `event_id` is the `webhook-id` header, the same on every attempt.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    endpoint_id: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    event_id: varchar("event_id", { length: 40 }).notNull(),
    type: varchar("type", { length: 60 }).notNull(),
    /** The JSON body sent: `{type, timestamp, data}`. */
    payload: jsonb("payload").notNull(),
    /** pending | succeeded | failed (gave up) */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }),
    last_status_code: smallint("last_status_code"),
    last_response_ms: integer("last_response_ms"),
    last_error: text("last_error"),
    delivered_at: timestamp("delivered_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpoint_id, t.created_at),
    index("webhook_deliveries_pending_idx").on(t.status, t.next_attempt_at),
  ],
);
