import type {
  ExpertFilterOptions,
  ExpertFormOptions,
  ExpertItem,
  expertBody,
  expertListQuery,
  expertPatchBody,
  MeetingItem,
  MeetingStatus,
  meetingConfirmBody,
  meetingListQuery,
  meetingRequestBody,
} from "@pp/shared";
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import {
  auditLog,
  countries,
  educationProviders,
  expertMeetings,
  experts,
  partners,
  regions,
  students,
  users,
} from "../../db/schema/index";
import { conflict, invalid, notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";
import type { NotificationService } from "../notifications/service";
import { buildIcs } from "./ics";

/** Who is asking: a partner user (scoped to its partner) or the Superadmin (partnerId null). */
export type ExpertActor = { userId: number; partnerId: number | null; ip?: string };
type PartnerActor = ExpertActor & { partnerId: number };

type ExpertRow = typeof experts.$inferSelect;
type MeetingRow = typeof expertMeetings.$inferSelect;

const requester = alias(users, "requester");

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

/** Languages as entered, without case-insensitive repeats. */
export function uniqueLanguages(list: string[]) {
  const seen = new Set<string>();
  return list.filter((l) => {
    const k = l.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function createExpertService(db: Db, notifications: NotificationService, publicUrl: string) {
  // ---------------------------------------------------------------- experts

  const expertBase = () =>
    db
      .select({ e: experts, provider_name: educationProviders.name })
      .from(experts)
      .leftJoin(educationProviders, eq(educationProviders.id, experts.provider_id));
  type ExpertJoined = { e: ExpertRow; provider_name: string | null };

  /** Expert rows as items: the names of their countries and regions looked up in one query each. */
  async function toExpertItems(rows: ExpertJoined[], admin: boolean): Promise<ExpertItem[]> {
    const countryIds = [...new Set(rows.flatMap((r) => r.e.country_ids))];
    const regionIds = [...new Set(rows.flatMap((r) => r.e.region_ids))];
    const expertIds = rows.map((r) => r.e.id);
    const [cs, rs, ms] = await Promise.all([
      countryIds.length
        ? db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.id, countryIds))
        : [],
      regionIds.length
        ? db.select({ id: regions.id, name: regions.name }).from(regions).where(inArray(regions.id, regionIds))
        : [],
      admin && expertIds.length
        ? db
            .select({ id: expertMeetings.expert_id, n: count() })
            .from(expertMeetings)
            .where(inArray(expertMeetings.expert_id, expertIds))
            .groupBy(expertMeetings.expert_id)
        : [],
    ]);
    const countryName = new Map(cs.map((c) => [c.id, c.name]));
    const regionName = new Map(rs.map((r) => [r.id, r.name]));
    const meetings = new Map(ms.map((m) => [m.id, m.n]));
    const named = (ids: number[], names: Map<number, string>) =>
      ids
        .filter((id) => names.has(id))
        .map((id) => ({ id, name: names.get(id)! }))
        .sort((a, b) => a.name.localeCompare(b.name));
    return rows.map(({ e, provider_name }) => ({
      id: e.id,
      name: e.name,
      title: e.title,
      provider: e.provider_id && provider_name ? { id: e.provider_id, name: provider_name } : null,
      email: e.email,
      phone: e.phone,
      bio: e.bio,
      languages: e.languages,
      countries: named(e.country_ids, countryName),
      regions: named(e.region_ids, regionName),
      photo_url: e.photo_storage_key ? `/partner/experts/${e.id}/photo/?v=${e.updated_at.getTime()}` : null,
      is_active: e.is_active,
      ...(admin ? { meetings_count: meetings.get(e.id) ?? 0 } : {}),
    }));
  }

  async function expertRow(id: number, activeOnly: boolean) {
    const [r] = await expertBase().where(and(eq(experts.id, id), ...(activeOnly ? [eq(experts.is_active, true)] : [])));
    if (!r) throw notFound("Expert not found.");
    return r;
  }

  /** The provider, countries and regions named in a body exist; else 400 on the field. */
  async function checkExpertRefs(b: { provider_id?: number | null; country_ids?: number[]; region_ids?: number[] }) {
    const e: Record<string, string[]> = {};
    if (b.provider_id) {
      const [p] = await db
        .select({ id: educationProviders.id })
        .from(educationProviders)
        .where(eq(educationProviders.id, b.provider_id));
      if (!p) e.provider_id = ["Choose a provider from the list."];
    }
    const country_ids = b.country_ids ? [...new Set(b.country_ids)] : undefined;
    if (country_ids?.length) {
      const found = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, country_ids));
      if (found.length !== country_ids.length) e.country_ids = ["Choose countries from the list."];
    }
    const region_ids = b.region_ids ? [...new Set(b.region_ids)] : undefined;
    if (region_ids?.length) {
      const found = await db.select({ id: regions.id }).from(regions).where(inArray(regions.id, region_ids));
      if (found.length !== region_ids.length) e.region_ids = ["Choose regions from the list."];
    }
    if (Object.keys(e).length) throw invalid(e);
    return { country_ids, region_ids };
  }

  const audit = (actor: ExpertActor, action: string, entity: string, id: number, details: object, partnerId?: number) =>
    db.insert(auditLog).values({
      actor_user_id: actor.userId,
      partner_id: partnerId ?? null,
      action,
      entity,
      entity_id: String(id),
      details,
      ip: actor.ip ?? null,
    });

  // ---------------------------------------------------------------- meetings

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

  const cancellable = (m: MeetingRow, now = Date.now()) =>
    m.status === "requested" || (m.status === "confirmed" && (m.confirmed_slot?.getTime() ?? 0) > now);

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

  const scope = (actor: ExpertActor): SQL[] =>
    actor.partnerId === null ? [] : [eq(expertMeetings.partner_id, actor.partnerId)];

  async function meetingRow(actor: ExpertActor, id: number) {
    const [r] = await meetingBase().where(and(eq(expertMeetings.id, id), ...scope(actor)));
    if (!r) throw notFound("Meeting not found.");
    return r;
  }
  const sideOf = (actor: ExpertActor) => (actor.partnerId === null ? "admin" : "partner");

  const activeSuperadmins = async () =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "Superadmin"), eq(users.status, "active")))
    ).map((u) => u.id);

  /** The requester (if still an active user of the partner) and the partner's main account(s). */
  async function partnerRecipients(m: MeetingRow) {
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
  }

  /** Moves a meeting on only if nobody moved it meanwhile (409 otherwise). */
  async function transition(m: MeetingRow, set: Partial<typeof expertMeetings.$inferInsert>) {
    const done = await db
      .update(expertMeetings)
      .set({ ...set, updated_at: new Date() })
      .where(and(eq(expertMeetings.id, m.id), eq(expertMeetings.status, m.status)))
      .returning({ id: expertMeetings.id });
    if (!done.length) throw conflict("The meeting changed meanwhile; reload it and try again.");
  }

  return {
    expertRow,
    meetingRow,
    toExpertItems,

    // ------------------------------------------------ experts: reads

    async listExperts(q: z.output<typeof expertListQuery>, admin: boolean) {
      const f: SQL[] = [];
      const status = admin ? (q.status ?? "all") : "active";
      if (status !== "all") f.push(eq(experts.is_active, status === "active"));
      if (q.provider) f.push(eq(experts.provider_id, q.provider));
      if (q.country) {
        // Covering the country itself, or the whole region it lies in.
        f.push(
          sql`(${q.country} = any(${experts.country_ids}) or exists (select 1 from ${countries} c where c.id = ${q.country} and c.region_id = any(${experts.region_ids})))`,
        );
      }
      if (q.region) {
        // Covering the region, or any country in it.
        f.push(
          sql`(${q.region} = any(${experts.region_ids}) or exists (select 1 from ${countries} c where c.id = any(${experts.country_ids}) and c.region_id = ${q.region}))`,
        );
      }
      if (q.language) {
        f.push(sql`exists (select 1 from unnest(${experts.languages}) l where lower(l) = ${q.language.toLowerCase()})`);
      }
      if (q.search) {
        const like = containsPattern(q.search);
        f.push(
          sql`(lower(${experts.name}) like ${like} or lower(${experts.email}) like ${like} or lower(coalesce(${educationProviders.name}, '')) like ${like})`,
        );
      }
      const where = f.length ? and(...f) : undefined;
      const [rows, [total]] = await Promise.all([
        expertBase().where(where).orderBy(asc(experts.name), asc(experts.id)).limit(q.page_size).offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(experts)
          .leftJoin(educationProviders, eq(educationProviders.id, experts.provider_id))
          .where(where),
      ]);
      return { items: await toExpertItems(rows, admin), count: total?.n ?? 0 };
    },

    async expertItem(id: number, admin: boolean) {
      const [item] = await toExpertItems([await expertRow(id, !admin)], admin);
      return item!;
    },

    /** The partner's filter choices: what the active experts cover. */
    async filterOptions(): Promise<ExpertFilterOptions> {
      const active = await expertBase().where(eq(experts.is_active, true));
      const items = await toExpertItems(active, false);
      const byId = (list: { id: number; name: string }[]) =>
        [...new Map(list.map((x) => [x.id, x])).values()].sort((a, b) => a.name.localeCompare(b.name));
      return {
        providers: byId(items.flatMap((i) => (i.provider ? [i.provider] : []))),
        countries: byId(items.flatMap((i) => i.countries)),
        regions: byId(items.flatMap((i) => i.regions)),
        languages: uniqueLanguages(items.flatMap((i) => i.languages)).sort((a, b) => a.localeCompare(b)),
      };
    },

    async formOptions(): Promise<ExpertFormOptions> {
      const [providers, cs, rs] = await Promise.all([
        db
          .select({ id: educationProviders.id, name: educationProviders.name })
          .from(educationProviders)
          .orderBy(asc(educationProviders.name)),
        db
          .select({ id: countries.id, name: countries.name })
          .from(countries)
          .where(eq(countries.is_active, true))
          .orderBy(asc(countries.name)),
        db
          .select({ id: regions.id, name: regions.name })
          .from(regions)
          .where(eq(regions.is_active, true))
          .orderBy(asc(regions.name)),
      ]);
      return { providers, countries: cs, regions: rs };
    },

    // ------------------------------------------------ experts: writes (Superadmin)

    async createExpert(actor: ExpertActor, b: z.output<typeof expertBody>) {
      const refs = await checkExpertRefs(b);
      const [e] = await db
        .insert(experts)
        .values({
          name: b.name,
          title: b.title ?? null,
          provider_id: b.provider_id ?? null,
          email: b.email,
          phone: b.phone ?? null,
          bio: b.bio ?? null,
          languages: uniqueLanguages(b.languages),
          country_ids: refs.country_ids ?? [],
          region_ids: refs.region_ids ?? [],
          is_active: b.is_active,
        })
        .returning({ id: experts.id });
      await audit(actor, "expert.create", "expert", e!.id, { name: b.name, email: b.email });
      return e!.id;
    },

    async updateExpert(actor: ExpertActor, id: number, b: z.output<typeof expertPatchBody>) {
      const before = (await expertRow(id, false)).e;
      const refs = await checkExpertRefs(b);
      const set: Partial<typeof experts.$inferInsert> = { updated_at: new Date() };
      if (b.name !== undefined) set.name = b.name;
      if (b.title !== undefined) set.title = b.title;
      if (b.provider_id !== undefined) set.provider_id = b.provider_id;
      if (b.email !== undefined) set.email = b.email;
      if (b.phone !== undefined) set.phone = b.phone;
      if (b.bio !== undefined) set.bio = b.bio;
      if (b.languages !== undefined) set.languages = uniqueLanguages(b.languages);
      if (refs.country_ids !== undefined) set.country_ids = refs.country_ids;
      if (refs.region_ids !== undefined) set.region_ids = refs.region_ids;
      if (b.is_active !== undefined) set.is_active = b.is_active;
      await db.update(experts).set(set).where(eq(experts.id, id));
      const changed = Object.keys(b).filter(
        (k) => JSON.stringify(b[k as keyof typeof b]) !== JSON.stringify(before[k as keyof ExpertRow]),
      );
      await audit(actor, "expert.update", "expert", id, { name: before.name, changed });
    },

    /** Deletes an expert nobody asked to meet; one with meetings is kept (deactivate it instead). */
    async deleteExpert(actor: ExpertActor, id: number) {
      const { e } = await expertRow(id, false);
      const [m] = await db.select({ n: count() }).from(expertMeetings).where(eq(expertMeetings.expert_id, id));
      if ((m?.n ?? 0) > 0) {
        throw conflict(
          `${e.name} has ${m!.n === 1 ? "a meeting request" : `${m!.n} meeting requests`}; deactivate the expert instead, so partners no longer see them.`,
        );
      }
      await db.delete(experts).where(eq(experts.id, id));
      await audit(actor, "expert.delete", "expert", id, { name: e.name, email: e.email });
      return e.photo_storage_key;
    },

    async setPhoto(actor: ExpertActor, id: number, photo: { key: string; type: string } | null) {
      const { e } = await expertRow(id, false);
      await db
        .update(experts)
        .set({ photo_storage_key: photo?.key ?? null, photo_content_type: photo?.type ?? null, updated_at: new Date() })
        .where(eq(experts.id, id));
      await audit(actor, photo ? "expert.photo" : "expert.photo_remove", "expert", id, { name: e.name });
      return e.photo_storage_key;
    },

    // ------------------------------------------------ meetings

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

    async requestMeeting(actor: PartnerActor, expertId: number, b: z.output<typeof meetingRequestBody>) {
      const { e } = await expertRow(expertId, true);
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
      await audit(
        actor,
        "meeting.request",
        "expert_meeting",
        m!.id,
        { expert: e.name, topic: b.topic },
        actor.partnerId,
      );
      const [p] = await db
        .select({ name: partners.company_name })
        .from(partners)
        .where(eq(partners.id, actor.partnerId));
      await notifications.notify(await activeSuperadmins(), {
        kind: "meeting",
        title: `Meeting request: ${p?.name ?? "A partner"} would like to meet ${e.name}`,
        body: `${b.topic}. Preferred: ${slots.map((s) => readableUtc(new Date(s))).join("; ")}.`,
        link: meetingLink("admin", m!.id),
      });
      return m!.id;
    },

    async cancelMeeting(actor: PartnerActor, id: number) {
      const r = await meetingRow(actor, id);
      if (!cancellable(r.m)) {
        throw conflict(
          r.m.status === "confirmed"
            ? "This meeting has already taken place; it can no longer be cancelled."
            : `This request is already ${r.m.status}.`,
        );
      }
      await transition(r.m, { status: "cancelled" });
      await audit(actor, "meeting.cancel", "expert_meeting", id, { from: r.m.status }, r.m.partner_id);
      await notifications.notify(await activeSuperadmins(), {
        kind: "meeting",
        title: `${r.partner_name} cancelled ${r.m.status === "confirmed" ? "the meeting" : "the request"} with ${r.expert_name}`,
        body: r.m.confirmed_slot ? `${r.m.topic}, ${readableUtc(r.m.confirmed_slot)}.` : `${r.m.topic}.`,
        link: meetingLink("admin", id),
      });
    },

    async confirmMeeting(actor: ExpertActor, id: number, b: z.output<typeof meetingConfirmBody>) {
      const r = await meetingRow(actor, id);
      if (r.m.status !== "requested") throw conflict(`This request is already ${r.m.status}.`);
      const slot = r.m.slots[b.slot_index];
      if (!slot) throw invalid({ slot_index: ["Choose one of the preferred times."] });
      const start = new Date(slot);
      if (start.getTime() <= Date.now())
        throw invalid({ slot_index: ["This time has passed; choose a later one or decline the request."] });
      await transition(r.m, {
        status: "confirmed",
        confirmed_slot: start,
        decision_note: b.note ?? null,
        decided_by: actor.userId,
        decided_at: new Date(),
      });
      await audit(
        actor,
        "meeting.confirm",
        "expert_meeting",
        id,
        { slot: start.toISOString(), note: b.note ?? null },
        r.m.partner_id,
      );
      await notifications.notify(await partnerRecipients(r.m), {
        kind: "meeting",
        title: `Meeting with ${r.expert_name} confirmed for ${readableUtc(start)}`,
        body: `${r.m.topic}.${b.note ? ` ${b.note}` : ""} Add it to your calendar from My meetings.`,
        link: meetingLink("partner", id),
      });
    },

    async declineMeeting(actor: ExpertActor, id: number, reason: string) {
      const r = await meetingRow(actor, id);
      if (r.m.status !== "requested") throw conflict(`This request is already ${r.m.status}.`);
      await transition(r.m, {
        status: "declined",
        decline_reason: reason,
        decided_by: actor.userId,
        decided_at: new Date(),
      });
      await audit(actor, "meeting.decline", "expert_meeting", id, { reason }, r.m.partner_id);
      await notifications.notify(await partnerRecipients(r.m), {
        kind: "meeting",
        title: `Meeting request with ${r.expert_name} declined`,
        body: `${r.m.topic}. Reason: ${reason}`,
        link: meetingLink("partner", id),
      });
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
export type ExpertService = ReturnType<typeof createExpertService>;
