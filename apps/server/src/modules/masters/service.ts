import type { MasterOperation, MasterResource } from "@pp/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflict, invalid } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/sql";
import { recordAudit } from "../audit/service";
import { createMasterQueries, type MasterQueries } from "./queries";
import { invalidateReferenceNames } from "./reference-names";

/** Who acts: the Superadmin's user id (null if none) and where from. */
export interface Actor {
  userId: number | null;
  ip: string;
}

/** The constraint name of a unique violation (both drivers). */
function constraintOf(err: unknown): string {
  const e = err as { constraint?: string; cause?: { constraint?: string }; message?: string; detail?: string };
  return e.constraint ?? e.cause?.constraint ?? `${e.message ?? ""} ${e.detail ?? ""}`;
}

/**
 * The Superadmin's writes on one Masters resource: create, change, delete. Deleting a row something uses answers
 * 409 with a sentence naming what uses it. Every write forgets the cached reference names.
 */
export function createMasterService(
  db: Db,
  resource: MasterResource,
  queries: MasterQueries = createMasterQueries(db, resource),
  /** Forgets the cached reference names on every instance (app.referenceNamesChanged); here only by default. */
  namesChanged: () => unknown = () => invalidateReferenceNames(db),
) {
  const { def, load } = queries;

  const audit = (actor: Actor, action: MasterOperation, id: number, details: object) =>
    recordAudit(db, {
      actor_user_id: actor.userId,
      action: `masters.${resource}.${action}`,
      entity: resource,
      entity_id: String(id),
      details,
      ip: actor.ip,
    });

  /** Runs a write, turning a unique violation into 409 with the field that clashed. */
  const write = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const name = constraintOf(err);
      const hit = def.unique.find((u) => name.includes(u.match)) ?? def.unique[0]!;
      throw conflict(hit.message, { [hit.field]: [hit.message] });
    }
  };

  const checked = async (values: Record<string, unknown>) => {
    const problems = def.check ? await def.check(db, values) : {};
    if (Object.keys(problems).length) throw invalid(problems);
  };

  return {
    async create(actor: Actor, values: Record<string, unknown>) {
      await checked(values);
      const id = await write(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(def.table)
            .values(def.columns(values) as never)
            .returning({ id: sql<number>`id` });
          await def.after?.(tx as never, row!.id as number, values);
          return row!.id as number;
        }),
      );
      await namesChanged();
      const item = await load(id);
      await audit(actor, "create", id, { after: item });
      return item;
    },

    async update(actor: Actor, id: number, patch: Record<string, unknown>) {
      const before = await load(id);
      // Cross-field checks see the row as it will be.
      await checked(def.merge ? def.merge(before, patch) : { ...before, ...patch });
      await write(() =>
        db.transaction(async (tx) => {
          const cols = def.columns(patch);
          if (Object.keys(cols).length) {
            await tx
              .update(def.table)
              .set({ ...cols, updated_at: new Date() } as never)
              .where(eq(def.table.id, id));
          }
          await def.after?.(tx as never, id, patch);
        }),
      );
      await namesChanged();
      const after = await load(id);
      await audit(actor, "update", id, { before, after });
      return after;
    },

    async remove(actor: Actor, id: number) {
      const before = await load(id);
      const used = await def.usage(db, id);
      if (used) throw conflict(used);
      await db.delete(def.table).where(eq(def.table.id, id));
      await namesChanged();
      await audit(actor, "delete", id, { before });
    },
  };
}
export type MasterService = ReturnType<typeof createMasterService>;
