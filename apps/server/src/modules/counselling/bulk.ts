import { BULK_MATCH_MAX, type BulkResult, TAGS_PER_RECORD } from "@pp/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { students } from "../../db/schema/index";
import { AppError, notFound } from "../../lib/errors";
import type { PartnerContext } from "../../plugins/partner-context";
import { recordAudits } from "../audit/service";
import { checkCounsellor } from "./counsellors";

/** The records a bulk action works on: students or applications (the same five columns on both tables). */
export interface BulkTarget<F> {
  /** The table (applications has the same id, partner_id, counsellor_id, tags and updated_at columns). */
  table: typeof students;
  entity: "student" | "application";
  /** Sentences naming this kind of record (full sentences, so the message catalogs translate them). */
  sentences: {
    notFound: (missing: number, selected: number) => string;
    tooMany: (count: string, max: string) => string;
    tagsFull: (full: number, selected: number) => string;
  };
  /** Ids of the partner's records the list's filters match, in id order, at most `limit`. */
  matching(partnerId: number, filters: F, limit: number): Promise<number[]>;
  /** How many of the partner's records the filters match (only asked when over the limit, for the sentence). */
  count(partnerId: number, filters: F): Promise<number>;
  /** After the change, in the same unit: the events one record's edit sends (student.updated), per record. */
  changed?(ctx: PartnerContext, ids: number[]): Promise<void>;
}

export type BulkSelection<F> = { ids?: number[]; selection?: { all: true; filters: F } };
export type BulkChange =
  | { kind: "counsellor"; counsellor_id: number }
  | { kind: "tag_add" | "tag_remove"; tag: string };

const ACTIONS = { counsellor: "counsellor", tag_add: "tag_add", tag_remove: "tag_remove" } as const;

/**
 * One bulk action (issue 20, docs/decisions/031): the records are chosen (ids, or all matching the list's filters),
 * locked in id order, and every one that the action changes is changed by one statement with one audit entry each;
 * a record already as asked is counted `unchanged` and gets no entry. It runs in the route's unit of work, so any
 * refusal (an id not found, too many matches, a full set of tags, a counsellor not of the team) changes nothing.
 */
export function createBulk<F>(db: Db, target: BulkTarget<F>) {
  const t = target.table;

  async function chosen(ctx: PartnerContext, s: BulkSelection<F>) {
    if (s.ids) return { ids: [...new Set(s.ids)], explicit: true };
    const ids = await target.matching(ctx.partnerId, s.selection!.filters, BULK_MATCH_MAX + 1);
    if (ids.length > BULK_MATCH_MAX) {
      const n = await target.count(ctx.partnerId, s.selection!.filters);
      throw new AppError(
        422,
        target.sentences.tooMany(n.toLocaleString("en-US"), BULK_MATCH_MAX.toLocaleString("en-US")),
      );
    }
    return { ids, explicit: false };
  }

  /** The partner's records among `ids`, in id order; `lock` takes their row locks (for the change). */
  const read = (ctx: PartnerContext, ids: number[], lock: boolean) => {
    const q = db
      .select({ id: t.id, counsellor_id: t.counsellor_id, tags: t.tags })
      .from(t)
      .where(and(eq(t.partner_id, ctx.partnerId), inArray(t.id, ids)))
      .orderBy(asc(t.id));
    return lock ? q.for("update") : q;
  };

  return {
    async run(ctx: PartnerContext, s: BulkSelection<F>, change: BulkChange, ip: string): Promise<BulkResult> {
      const counsellor =
        change.kind === "counsellor" ? await checkCounsellor(db, ctx.partnerId, change.counsellor_id) : null;
      const value = counsellor ? counsellor.name : (change as { tag: string }).tag;
      const { ids, explicit } = await chosen(ctx, s);
      if (ids.length === 0) return { selected: 0, updated: 0, unchanged: 0 };
      const seen = await read(ctx, ids, false);
      // Another partner's id reads exactly like an unknown one; either way nothing is changed.
      if (explicit && seen.length < ids.length) {
        throw notFound(target.sentences.notFound(ids.length - seen.length, ids.length));
      }
      const needs = (r: (typeof seen)[number]) =>
        counsellor ? r.counsellor_id !== counsellor.id : r.tags.includes(value) !== (change.kind === "tag_add");
      const candidates = seen.filter(needs).map((r) => r.id);
      // Nothing to change: nothing is written (not even a row lock), so no audit entry either.
      if (candidates.length === 0) return { selected: seen.length, updated: 0, unchanged: seen.length };
      // Locked in id order (two bulk actions over the same records wait for each other instead of deadlocking),
      // then decided again on what the locks hold.
      const changed = (await read(ctx, candidates, true)).filter(needs);
      if (change.kind === "tag_add") {
        const full = changed.filter((r) => r.tags.length >= TAGS_PER_RECORD).length;
        if (full) throw new AppError(422, target.sentences.tagsFull(full, seen.length));
      }
      const where = and(
        eq(t.partner_id, ctx.partnerId),
        inArray(
          t.id,
          changed.map((r) => r.id),
        ),
      );
      const now = new Date();
      if (changed.length && counsellor) {
        await db.update(t).set({ counsellor_id: counsellor.id, updated_at: now }).where(where);
      } else if (changed.length) {
        const tags =
          change.kind === "tag_add"
            ? sql`array_append(${t.tags}, ${value}::text)`
            : sql`array_remove(${t.tags}, ${value}::text)`;
        await db
          .update(t)
          .set({ tags: tags as unknown as string[], updated_at: now })
          .where(where);
      }

      const action = `${target.entity}.${ACTIONS[change.kind]}` as const;
      await recordAudits(
        db,
        changed.map((r) => ({
          actor_user_id: ctx.userId,
          partner_id: ctx.partnerId,
          action,
          entity: target.entity,
          entity_id: String(r.id),
          details:
            change.kind === "counsellor"
              ? {
                  value,
                  bulk: true,
                  before: { counsellor_id: r.counsellor_id },
                  after: { counsellor_id: change.counsellor_id },
                }
              : {
                  value,
                  bulk: true,
                  before: { tags: r.tags },
                  after: { tags: change.kind === "tag_add" ? [...r.tags, value] : r.tags.filter((x) => x !== value) },
                },
          ip,
        })),
      );
      if (changed.length && target.changed) {
        await target.changed(
          ctx,
          changed.map((r) => r.id),
        );
      }
      return { selected: seen.length, updated: changed.length, unchanged: seen.length - changed.length };
    },
  };
}
