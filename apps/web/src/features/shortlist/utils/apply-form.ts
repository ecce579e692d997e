import { type ShortlistApplyBody, shortlistApplyBody } from "@pp/shared";
import { translateMessage } from "../../../lib/i18n/server-messages";

/** The apply form: a student and, per course still included, the chosen intake (ids as Select strings). */
export type ApplyValues = { student_id: string; intakes: Record<string, string> };

/** The form's field name of a course's intake. */
export const intakeField = (courseId: number) => `intakes.${courseId}`;

/**
 * The request body for the courses still included, checked with the shared schema; its messages come back
 * keyed by the form's field names.
 */
export function buildApplyBody(
  values: ApplyValues,
  courseIds: readonly number[],
): { body: ShortlistApplyBody; errors: null } | { body: null; errors: Record<string, string> } {
  const raw = {
    student_id: values.student_id,
    items: courseIds.map((id) => ({ course_id: id, intake_id: values.intakes[String(id)] ?? "" })),
  };
  const parsed = shortlistApplyBody.safeParse(raw);
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [head, index, leaf] = issue.path;
    const key =
      head === "items" && typeof index === "number" && leaf === "intake_id"
        ? intakeField(courseIds[index]!)
        : head === "items"
          ? "items"
          : String(head);
    errors[key] ??= translateMessage(issue.message);
  }
  return { body: null, errors };
}
