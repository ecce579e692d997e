import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { partners, users } from "./accounts";
import { applications, educationProviders, students } from "./partner-work";
import { countries } from "./reference";

/** Click & Resolve (issue 6): a partner's support tickets with their SLA clock. */
export const tickets = pgTable(
  "tickets",
  {
    id: serial("id").primaryKey(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    subject: varchar("subject", { length: 200 }).notNull(),
    description: text("description").notNull(),
    /** application | payment | technical | account | other */
    category: varchar("category", { length: 20 }).notNull(),
    /** low | normal | high | urgent */
    priority: varchar("priority", { length: 10 }).notNull(),
    /** open | in_progress | awaiting_partner | resolved | closed */
    status: varchar("status", { length: 20 }).notNull().default("open"),
    student_id: integer("student_id").references(() => students.id, { onDelete: "set null" }),
    application_id: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
    assigned_to: integer("assigned_to").references(() => users.id, { onDelete: "set null" }),
    first_response_due_at: timestamp("first_response_due_at", { withTimezone: true }).notNull(),
    resolution_due_at: timestamp("resolution_due_at", { withTimezone: true }).notNull(),
    first_responded_at: timestamp("first_responded_at", { withTimezone: true }),
    resolved_at: timestamp("resolved_at", { withTimezone: true }),
    closed_at: timestamp("closed_at", { withTimezone: true }),
    resolution_note: text("resolution_note"),
    rating: smallint("rating"),
    rating_comment: text("rating_comment"),
    /** When the SLA reminders went out (each once; the tickets.sla-reminders job). */
    first_response_warned_at: timestamp("first_response_warned_at", { withTimezone: true }),
    first_response_breached_at: timestamp("first_response_breached_at", { withTimezone: true }),
    resolution_warned_at: timestamp("resolution_warned_at", { withTimezone: true }),
    resolution_breached_at: timestamp("resolution_breached_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tickets_partner_created_idx").on(t.partner_id, t.created_at, t.id),
    index("tickets_status_idx").on(t.status, t.created_at),
  ],
);

export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ticket_id: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    author_user_id: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Written by the Superadmin's support staff (the partner sees it as the support team's answer). */
    is_staff: boolean("is_staff").notNull().default(false),
    body: text("body").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_messages_ticket_idx").on(t.ticket_id, t.created_at)],
);

export const ticketAttachments = pgTable(
  "ticket_attachments",
  {
    id: serial("id").primaryKey(),
    ticket_id: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    uploaded_by: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    file_name: varchar("file_name", { length: 255 }).notNull(),
    content_type: varchar("content_type", { length: 100 }).notNull(),
    size_bytes: integer("size_bytes").notNull(),
    storage_key: varchar("storage_key", { length: 300 }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_attachments_ticket_idx").on(t.ticket_id)],
);

/** Important Updates (issue 6): published by the Superadmin to everyone, some countries or some regions. */
export const updates = pgTable(
  "updates",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 200 }).notNull(),
    /** Sanitised HTML. */
    body_html: text("body_html").notNull(),
    /** general | admissions | visa | commission | product | event */
    category: varchar("category", { length: 20 }).notNull(),
    /** everyone | countries | regions */
    audience: varchar("audience", { length: 10 }).notNull().default("everyone"),
    audience_ids: integer("audience_ids").array().notNull().default([]),
    pinned: boolean("pinned").notNull().default(false),
    publish_at: timestamp("publish_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the partners were notified (once the update is published). */
    notified_at: timestamp("notified_at", { withTimezone: true }),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("updates_publish_idx").on(t.publish_at)],
);

export const updateReads = pgTable(
  "update_reads",
  {
    update_id: integer("update_id")
      .notNull()
      .references(() => updates.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    read_at: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.update_id, t.user_id] })],
);

/** Documents Bank (issue 6): files the Superadmin shares with every partner, in versions. */
export const bankDocuments = pgTable(
  "bank_documents",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description"),
    /** brochure | form | guide | policy | price_list | training | other */
    category: varchar("category", { length: 20 }).notNull(),
    provider_id: integer("provider_id").references(() => educationProviders.id, { onDelete: "set null" }),
    country_id: integer("country_id").references(() => countries.id, { onDelete: "set null" }),
    current_version: integer("current_version").notNull().default(1),
    is_active: boolean("is_active").notNull().default(true),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("bank_documents_category_idx").on(t.category, t.updated_at)],
);

export const bankDocumentVersions = pgTable(
  "bank_document_versions",
  {
    id: serial("id").primaryKey(),
    document_id: integer("document_id")
      .notNull()
      .references(() => bankDocuments.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    file_name: varchar("file_name", { length: 255 }).notNull(),
    content_type: varchar("content_type", { length: 100 }).notNull(),
    size_bytes: integer("size_bytes").notNull(),
    storage_key: varchar("storage_key", { length: 300 }).notNull(),
    uploaded_by: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("bank_document_versions_uq").on(t.document_id, t.version)],
);
