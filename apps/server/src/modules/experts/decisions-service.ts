import type { meetingConfirmBody } from "@pp/shared";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { conflict, invalid } from "../../lib/errors";
import { recordAudit } from "../audit/service";
import type { NotificationService } from "../notifications/service";
import type { MeetingQueries } from "./meeting-queries";
import { meetingLink, moveMeeting, readableUtc } from "./meetings-service";
import type { ExpertActor } from "./queries";

/** The Superadmin's decisions on meeting requests: confirm a time or decline; the partner hears of both. */
export function createDecisionService(db: Db, notifications: NotificationService, meetings: MeetingQueries) {
  return {
    async confirmMeeting(actor: ExpertActor, id: number, b: z.output<typeof meetingConfirmBody>) {
      const r = await meetings.meetingRow(actor, id);
      if (r.m.status !== "requested") throw conflict(`This request is already ${r.m.status}.`);
      const slot = r.m.slots[b.slot_index];
      if (!slot) throw invalid({ slot_index: ["Choose one of the preferred times."] });
      const start = new Date(slot);
      if (start.getTime() <= Date.now())
        throw invalid({ slot_index: ["This time has passed; choose a later one or decline the request."] });
      await moveMeeting(db, r.m, {
        status: "confirmed",
        confirmed_slot: start,
        decision_note: b.note ?? null,
        decided_by: actor.userId,
        decided_at: new Date(),
      });
      await recordAudit(db, {
        actor_user_id: actor.userId,
        partner_id: r.m.partner_id,
        action: "meeting.confirm",
        entity: "expert_meeting",
        entity_id: String(id),
        details: { slot: start.toISOString(), note: b.note ?? null },
        ip: actor.ip ?? null,
      });
      await notifications.notify(await meetings.partnerRecipients(r.m), {
        kind: "meeting",
        title: `Meeting with ${r.expert_name} confirmed for ${readableUtc(start)}`,
        body: `${r.m.topic}.${b.note ? ` ${b.note}` : ""} Add it to your calendar from My meetings.`,
        link: meetingLink("partner", id),
      });
    },

    async declineMeeting(actor: ExpertActor, id: number, reason: string) {
      const r = await meetings.meetingRow(actor, id);
      if (r.m.status !== "requested") throw conflict(`This request is already ${r.m.status}.`);
      await moveMeeting(db, r.m, {
        status: "declined",
        decline_reason: reason,
        decided_by: actor.userId,
        decided_at: new Date(),
      });
      await recordAudit(db, {
        actor_user_id: actor.userId,
        partner_id: r.m.partner_id,
        action: "meeting.decline",
        entity: "expert_meeting",
        entity_id: String(id),
        details: { reason },
        ip: actor.ip ?? null,
      });
      await notifications.notify(await meetings.partnerRecipients(r.m), {
        kind: "meeting",
        title: `Meeting request with ${r.expert_name} declined`,
        body: `${r.m.topic}. Reason: ${reason}`,
        link: meetingLink("partner", id),
      });
    },
  };
}
