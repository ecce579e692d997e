import type { Row } from "./queries";

/** The `application.status_changed` webhook's data (issue 19; shared WEBHOOK_PAYLOADS documents it). */
export const statusChanged = (r: Row, to: { id: number; name: string }, note: string | null, at: Date) => ({
  application_id: r.a.id,
  student_id: r.a.student_id,
  course_id: r.a.course_id,
  from: { id: r.a.status_id, name: r.status_name },
  to,
  note,
  changed_at: at.toISOString(),
});

/** The `application.message_created` webhook's data: the new message as the thread shows it. */
export const messageCreated = (applicationId: number, thread: { id: number }[], messageId: number) => ({
  application_id: applicationId,
  message: thread.find((m) => m.id === messageId) ?? null,
});
