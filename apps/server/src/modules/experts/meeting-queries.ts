import type { MeetingItem, MeetingStatus, meetingListQuery } from "@pp/shared";
import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { educationProviders, expertMeetings, experts, partners, students, users } from "../../db/schema/index";
import { conflict, notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { buildIcs } from "./ics";
import type { ExpertActor } from "./queries";

export type MeetingRow = typeof expertMeetings.$inferSelect;

const requester = alias(users, "requester");

/** A request not yet decided, or a confirmed meeting still ahead. */
export const cancellable = (m: MeetingRow, now = Date.now()) =>
  m.status === "requested" || (m.status === "confirmed" && (m.confirmed_slot?.getTime() ?? 0) > now);

const sideOf = (actor: ExpertActor) => (actor.partnerId === null ? "admin" : "partner");

/** Partners read only their own partner's meetings; the Superadmin reads all. */
const scope = (actor: ExpertActor): SQL[] =>
  actor.partnerId === null ? [] : [eq(expertMeetings.partner_id, actor.partnerId)];

/** Meeting requests as each side reads them, and who hears of a change to one. */
export function createMeetingQueries(db: Db, publicUrl: string) {
  const meetingBase = () =>
    db
      .select({
        m: expertMeetings,
        expert_name: experts.name,
        expert_email: experts.email,
        provider_id: experts.provider_id,
        provider_name: educationProviders.name,
        partner_name: partners.company_name,
        requester_name: requester.name,
        requester_email: requester.email,
        student_first: students.first_name,
        student_last: students.last_name,
      })
      .from(expertMeetings)
      .innerJoin(experts, eq(experts.id, expertMeetings.expert_id))
      .leftJoin(educationProviders, eq(educationProviders.id, experts.provider_id))
      .innerJoin(partners, eq(partners.id, expertMeetings.partner_id))
      .leftJoin(requester, eq(requester.id, expertMeetings.requested_by))
      .leftJoin(students, eq(students.id, expertMeetings.student_id));
  type MeetingJoined = Awaited<ReturnType<ReturnType<typeof meetingBase>["execute"]>>[number];

  const toMeetingItem = (r: MeetingJoined, side: "partner" | "admin"): MeetingItem => ({
    id: r.m.id,
    expert: { id: r.m.expert_id, name: r.expert_name },
    provider: r.provider_id && r.provider_name ? { id: r.provider_id, name: r.provider_name } : null,
    partner: { id: r.m.partner_id, name: r.partner_name },
    requested_by: r.m.requested_by && r.requester_name ? { id: r.m.requested_by, name: r.requester_name } : null,
    student:
      r.m.student_id && r.student_first ? { id: r.m.student_id, name: `${r.student_first} ${r.student_last}` } : null,
    topic: r.m.topic,
    message: r.m.message,
    slots: r.m.slots,
    duration_minutes: r.m.duration_minutes,
    status: r.m.status as MeetingStatus,
    confirmed_slot: r.m.confirmed_slot?.toISOString() ?? null,
    decline_reason: r.m.decline_reason,
    decision_note: r.m.decision_note,
    decided_at: r.m.decided_at?.toISOString() ?? null,
    created_at: r.m.created_at.toISOString(),
    ics_url: r.m.status === "confirmed" ? `/${side}/meetings/${r.m.id}/ics/` : null,
    can_cancel: cancellable(r.m),
  });

  async function meetingRow(actor: ExpertActor, id: number) {
    const [r] = await meetingBase().where(and(eq(expertMeetings.id, id), ...scope(actor)));
    if (!r) throw notFound("Meeting not found.");
    return r;
  }

  return {
    meetingRow,

    async listMeetings(actor: ExpertActor, q: z.output<typeof meetingListQuery>) {
      const f: SQL[] = scope(actor);
      if (q.expert) f.push(eq(expertMeetings.expert_id, q.expert));
      if (actor.partnerId === null && q.partner) f.push(eq(expertMeetings.partner_id, q.partner));
      const countWhere = f.length ? and(...f) : undefined;
      if (q.status) f.push(eq(expertMeetings.status, q.status));
      const where = f.length ? and(...f) : undefined;
      const [rows, [total], perStatus] = await Promise.all([
        meetingBase()
          .where(where)
          .orderBy(desc(expertMeetings.created_at), desc(expertMeetings.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(expertMeetings).where(where),
        db
          .select({ status: expertMeetings.status, n: count() })
          .from(expertMeetings)
          .where(countWhere)
          .groupBy(expertMeetings.status),
      ]);
      const side = sideOf(actor);
      return {
        items: rows.map((r) => toMeetingItem(r, side)),
        count: total?.n ?? 0,
        counts: Object.fromEntries(perStatus.map((s) => [s.status, s.n])),
      };
    },

    async meetingItem(actor: ExpertActor, id: number) {
      return toMeetingItem(await meetingRow(actor, id), sideOf(actor));
    },

    async partnerName(partnerId: number) {
      const [p] = await db.select({ name: partners.company_name }).from(partners).where(eq(partners.id, partnerId));
      return p?.name;
    },

    async activeSuperadmins() {
      return (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, "Superadmin"), eq(users.status, "active")))
      ).map((u) => u.id);
    },

    /** The requester (if still an active user of the partner) and the partner's main account(s). */
    async partnerRecipients(m: MeetingRow) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.partner_id, m.partner_id),
            eq(users.status, "active"),
            or(eq(users.is_sub_login, false), ...(m.requested_by ? [eq(users.id, m.requested_by)] : [])),
          ),
        );
      return [...new Set(rows.map((u) => u.id))];
    },

    /** The calendar file of a confirmed meeting. */
    async ics(actor: ExpertActor, id: number) {
      const r = await meetingRow(actor, id);
      if (r.m.status !== "confirmed" || !r.m.confirmed_slot)
        throw conflict("Only a confirmed meeting has a calendar file.");
      const host = new URL(publicUrl).hostname || "partnerportal.local";
      const student = r.student_first ? `${r.student_first} ${r.student_last}` : null;
      const description = [
        `Topic: ${r.m.topic}`,
        `Expert: ${r.expert_name}${r.provider_name ? `, ${r.provider_name}` : ""} (${r.expert_email})`,
        `Partner: ${r.partner_name}`,
        ...(student ? [`Student: ${student}`] : []),
        ...(r.m.decision_note ? ["", `Note from the team: ${r.m.decision_note}`] : []),
        ...(r.m.message ? ["", r.m.message] : []),
      ].join("\n");
      const attendees = r.requester_email
        ? [{ name: r.requester_name ?? r.requester_email, email: r.requester_email }]
        : [];
      const text = buildIcs({
        uid: `meeting-${r.m.id}@${host}`,
        stamp: new Date(),
        start: r.m.confirmed_slot,
        durationMinutes: r.m.duration_minutes,
        summary: `${r.m.topic} with ${r.expert_name}`,
        description,
        organizer: { name: r.expert_name, email: r.expert_email },
        attendees,
      });
      return { text, filename: `meeting-${r.m.id}.ics` };
    },
  };
}
export type MeetingQueries = ReturnType<typeof createMeetingQueries>;
