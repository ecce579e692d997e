import { date, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { courses } from "./partner-work";
import { intakes, timestamps } from "./reference";

/**
 * The day applications close for one intake of a course (issue 36, decision 051). The intake's month is one of the
 * course's intake months and the day falls before the intake starts (the 1st of its month): the service checks both.
 * The date index answers "which deadlines close between today and a fortnight from now".
 */
export const courseDeadlines = pgTable(
  "course_deadlines",
  {
    course_id: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    intake_id: integer("intake_id")
      .notNull()
      .references(() => intakes.id, { onDelete: "restrict" }),
    closes_on: date("closes_on").notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.course_id, t.intake_id] }),
    index("course_deadlines_closes_idx").on(t.closes_on, t.course_id, t.intake_id),
  ],
);
