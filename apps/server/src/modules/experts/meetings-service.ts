import type { meetingRequestBody } from "@pp/shared";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { expertMeetings, students } from "../../db/schema/index";
import { conflict, invalid } from "../../lib/errors";
import { recordAudit } from "../audit/service";
import type { NotificationService } from "../notifications/service";
import { cancellable, type MeetingQueries, type MeetingRow } from "./meeting-queries";
import type { ExpertQueries, PartnerActor } from "./queries";

/** Where each side opens a meeting from a notification. */
export const meetingLink = (side: "partner" | "admin", id: number) =>
  side === "partner" ? `/partner/experts?tab=meetings&meeting=${id}` : `/admin/experts?tab=meetings&meeting=${id}`;

/** A time as people read it in a notification (UTC; the screens show local time). */
export const readableUtc = (d: Date) =>
  `${d.toLocaleString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  })} UTC`;

/** Moves a meeting on only if nobody moved it meanwhile (409 otherwise). */
export async function moveMeeting(db: Db, m: MeetingRow, set: Partial<typeof expertMeetings.$inferInsert>) {
  const done = await db
    .update(expertMeetings)
    .set({ ...set, updated_at: new Date() })
    .where(and(eq(expertMeetings.id, m.id), eq(expertMeetings.status, m.status)))
    .returning({ id: expertMeetings.id });
  if (!done.length) throw conflict("The meeting changed meanwhile; reload it and try again.");
}

/** The partner's side of meeting requests: asking and cancelling; the Superadmin hears of both. */
export function createMeetingService(
  db: Db,
  notifications: NotificationService,
  experts: ExpertQueries,
  meetings: MeetingQueries,
) {
  return {
    async requestMeeting(actor: PartnerActor, expertId: number, b: z.output<typeof meetingRequestBody>) {
      const { e } = await experts.expertRow(expertId, true);
      if (b.student_id) {
        const [s] = await db
          .select({ id: students.id })
          .from(students)
          .where(and(eq(students.id, b.student_id), eq(students.partner_id, actor.partnerId)));
        if (!s) throw invalid({ student_id: ["Choose one of your students."] });
      }
      const slots = b.slots.map((s) => new Date(s).toISOString());
      const [m] = await db
        .insert(expertMeetings)
        .values({
          expert_id: e.id,
          partner_id: actor.partnerId,
          requested_by: actor.userId,
          student_id: b.student_id ?? null,
          topic: b.topic,
          message: b.message ?? null,
          slots,
          duration_minutes: b.duration_minutes,
        })
        .returning();
      await recordAudit(db, {
        actor_user_id: actor.userId,
        partner_id: actor.partnerId,
        action: "meeting.request",
        entity: "expert_meeting",
        entity_id: String(m!.id),
        details: { expert: e.name, topic: b.topic },
        ip: actor.ip ?? null,
      });
      const partnerName = await meetings.partnerName(actor.partnerId);
      await notifications.notify(await meetings.activeSuperadmins(), {
        kind: "meeting",
        title: `Meeting request: ${partnerName ?? "A partner"} would like to meet ${e.name}`,
        body: `${b.topic}. Preferred: ${slots.map((s) => readableUtc(new Date(s))).join("; ")}.`,
        link: meetingLink("admin", m!.id),
      });
      return m!.id;
    },

    async cancelMeeting(actor: PartnerActor, id: number) {
      const r = await meetings.meetingRow(actor, id);
      if (!cancellable(r.m)) {
        throw conflict(
          r.m.status === "confirmed"
            ? "This meeting has already taken place; it can no longer be cancelled."
            : `This request is already ${r.m.status}.`,
        );
      }
      await moveMeeting(db, r.m, { status: "cancelled" });
      await recordAudit(db, {
        actor_user_id: actor.userId,
        partner_id: r.m.partner_id,
        action: "meeting.cancel",
        entity: "expert_meeting",
        entity_id: String(id),
        details: { from: r.m.status },
        ip: actor.ip ?? null,
      });
      await notifications.notify(await meetings.activeSuperadmins(), {
        kind: "meeting",
        title:
          r.m.status === "confirmed"
            ? `${r.partner_name} cancelled the meeting with ${r.expert_name}`
            : `${r.partner_name} cancelled the request with ${r.expert_name}`,
        body: r.m.confirmed_slot ? `${r.m.topic}, ${readableUtc(r.m.confirmed_slot)}.` : `${r.m.topic}.`,
        link: meetingLink("admin", id),
      });
    },
  };
}
export type MeetingService = ReturnType<typeof createMeetingService>;
