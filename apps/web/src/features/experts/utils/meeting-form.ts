import { MEETING_SLOT_COUNT, type MeetingRequestBody, meetingRequestBody } from "@pp/shared";
import dayjs from "dayjs";
import { translateMessage } from "../../../lib/i18n/server-messages";

/** The request form's values: pickers hold local "YYYY-MM-DD HH:mm:ss" strings, selects hold strings. */
export type MeetingFormValues = {
  topic: string;
  student_id: string | null;
  duration_minutes: string;
  slots: (string | null)[];
  message: string;
};

export const emptyMeetingValues = (): MeetingFormValues => ({
  topic: "",
  student_id: null,
  duration_minutes: "30",
  slots: Array.from({ length: MEETING_SLOT_COUNT }, () => null),
  message: "",
});

/** A picker's local date-time as an ISO instant in UTC ("" when empty or unreadable). */
export function localToIso(value: string | null): string {
  if (!value) return "";
  const d = dayjs(value);
  return d.isValid() ? d.toISOString() : "";
}

/** The request body for these values. */
export function valuesToRequestBody(v: MeetingFormValues): MeetingRequestBody {
  return {
    topic: v.topic,
    message: v.message.trim() === "" ? null : v.message,
    student_id: v.student_id ? Number(v.student_id) : null,
    duration_minutes: Number(v.duration_minutes),
    slots: v.slots.map(localToIso),
  };
}

/** One message per bad field, keyed by the form's paths ("topic", "slots.1"). */
export function validateMeeting(v: MeetingFormValues): Record<string, string> {
  const result = meetingRequestBody.safeParse(valuesToRequestBody(v));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    if (path && !errors[path]) errors[path] = translateMessage(issue.message);
  }
  return errors;
}
