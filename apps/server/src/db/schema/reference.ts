import type { TranslatedNames } from "@pp/shared";
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const regions = pgTable("regions", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull().unique(),
  is_active: boolean("is_active").notNull().default(true),
  ...timestamps,
});

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  iso2: varchar("iso2", { length: 2 }).notNull().unique(),
  iso3: varchar("iso3", { length: 3 }).notNull().unique(),
  name: varchar("name", { length: 100 }).notNull(),
  phone_code: varchar("phone_code", { length: 20 }),
  currency: varchar("currency", { length: 3 }),
  flag: varchar("flag", { length: 16 }),
  region_id: integer("region_id").references(() => regions.id, { onDelete: "set null" }),
  is_study_destination: boolean("is_study_destination").notNull().default(false),
  is_active: boolean("is_active").notNull().default(true),
  ...timestamps,
});

export const states = pgTable(
  "states",
  {
    id: serial("id").primaryKey(),
    country_id: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    code: varchar("code", { length: 10 }).notNull(),
    name: varchar("name", { length: 150 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("states_country_code_uq").on(t.country_id, t.code)],
);

export const studyLevels = pgTable("study_levels", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 100 }).notNull().unique(),
  names: jsonb("names").$type<TranslatedNames>().notNull().default({}),
  sort_order: smallint("sort_order").notNull().default(0),
  is_active: boolean("is_active").notNull().default(true),
  ...timestamps,
});

export const countryStudyLevels = pgTable(
  "country_study_levels",
  {
    country_id: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    study_level_id: integer("study_level_id")
      .notNull()
      .references(() => studyLevels.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.country_id, t.study_level_id] })],
);

export const years = pgTable("years", {
  id: serial("id").primaryKey(),
  year: smallint("year").notNull().unique(),
  is_active: boolean("is_active").notNull().default(true),
  ...timestamps,
});

export const intakes = pgTable(
  "intakes",
  {
    id: serial("id").primaryKey(),
    month: smallint("month").notNull(),
    year_id: integer("year_id")
      .notNull()
      .references(() => years.id, { onDelete: "restrict" }),
    name: varchar("name", { length: 50 }).notNull(),
    is_active: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("intakes_year_month_uq").on(t.year_id, t.month)],
);

export const applicationStatuses = pgTable("application_statuses", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 60 }).notNull().unique(),
  names: jsonb("names").$type<TranslatedNames>().notNull().default({}),
  sort_order: smallint("sort_order").notNull(),
  colour: varchar("colour", { length: 20 }).notNull().default("gray"),
  is_terminal: boolean("is_terminal").notNull().default(false),
  triggers_commission: boolean("triggers_commission").notNull().default(false),
  description: text("description"),
  is_active: boolean("is_active").notNull().default(true),
  ...timestamps,
});

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 60 }).notNull().unique(),
  description: text("description"),
  permissions: text("permissions").array().notNull().default([]),
  is_active: boolean("is_active").notNull().default(true),
  ...timestamps,
});

export { timestamps };
