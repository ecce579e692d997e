import { z } from "zod";
import { INT4_MAX, INT4_MESSAGE, SHORTLIST_MAX } from "../limits";
import { courseItem } from "./catalogue";

export { COMPARE_MAX, SHORTLIST_MAX } from "../limits";

export const shortlistItem = courseItem.extend({ added_at: z.string() });
export type ShortlistItem = z.infer<typeof shortlistItem>;

export const shortlistAddBody = z.object({
  course_id: z.coerce.number({ error: "Choose a course." }).int("Choose a course.").positive("Choose a course."),
});

export const shortlistApplyBody = z.object({
  student_id: z.coerce
    .number({ error: "Choose a student." })
    .int()
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("Choose a student."),
  items: z
    .array(
      z.object({
        course_id: z.coerce
          .number({ error: "Choose a course." })
          .int()
          .max(INT4_MAX, INT4_MESSAGE)
          .positive("Choose a course."),
        intake_id: z.coerce
          .number({ error: "Choose an intake." })
          .int()
          .max(INT4_MAX, INT4_MESSAGE)
          .positive("Choose an intake."),
      }),
      { error: "Choose at least one course." },
    )
    .min(1, "Choose at least one course.")
    .max(SHORTLIST_MAX, `At most ${SHORTLIST_MAX} courses at once.`),
});
export type ShortlistApplyBody = z.input<typeof shortlistApplyBody>;
