import {
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  MASTER_RESOURCES,
  type MasterResource,
  masterBodies,
  masterItem,
  masterListQuery,
  messageBody,
  pageQuery,
  patchOf,
} from "@pp/shared";
import { and, count, eq, or, type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { auditLog } from "../../db/schema/index";
import { conflict, invalid, notFound } from "../../lib/errors";
import { offsetOf, pageEnvelope } from "../../lib/paging";
import { invalidateReferenceNames } from "../../lib/reference-names";
import { containsPattern, isUniqueViolation } from "../../lib/sql";
import { MASTERS, type MasterDef } from "./definitions";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];
type Row = Record<string, unknown> & { id: number; is_active: boolean; created_at: string; updated_at: string };

/** A row as the API shows it: timestamps as ISO strings. */
const plain = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as Row;

/** The constraint name of a unique violation (both drivers). */
function constraintOf(err: unknown): string {
  const e = err as { constraint?: string; cause?: { constraint?: string }; message?: string; detail?: string };
  return e.constraint ?? e.cause?.constraint ?? `${e.message ?? ""} ${e.detail ?? ""}`;
}

/**
 * The Masters (issue 5): every signed-in user reads them (partner screens use them as lookups); only the
 * Superadmin writes. Deleting a row something uses answers 409 with a sentence naming what uses it.
 */
export const masterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const adminOnly = app.superadminOnly;

  for (const resource of MASTER_RESOURCES) {
    const def: MasterDef = MASTERS[resource];
    const body = masterBodies[resource as MasterResource];
    const tags = ["masters"];

    const load = async (id: number) => {
      const [row] = await db.select().from(def.table).where(eq(def.table.id, id));
      if (!row) throw notFound(`${def.label} not found.`);
      const [item] = def.extend ? await def.extend(db, [plain(row)]) : [plain(row)];
      return item as Row;
    };

    const audit = (
      req: { caller: { userId: number } | null; ip: string },
      action: string,
      id: number,
      details: object,
    ) =>
      db.insert(auditLog).values({
        actor_user_id: req.caller?.userId ?? null,
        action: `masters.${resource}.${action}`,
        entity: resource,
        entity_id: String(id),
        details,
        ip: req.ip,
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

    app.get(
      `/masters/${resource}/`,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: `${def.label}s: list with search and paging (every signed-in user)`,
          security,
          querystring: pageQuery.extend(masterListQuery.shape),
          response: { 200: listEnvelope(masterItem), ...errors },
        },
      },
      async (req) => {
        const q = req.query;
        const f: SQL[] = [];
        if (q.search) {
          const like = containsPattern(q.search);
          f.push(or(...def.search.map((c) => sql`lower(${c}) like ${like}`))!);
        }
        if (q.is_active) f.push(eq(def.table.is_active, q.is_active === "true"));
        f.push(...(def.filters?.(q) ?? []));
        const where = f.length ? and(...f) : undefined;
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(def.table)
            .where(where)
            .orderBy(...def.order)
            .limit(q.page_size)
            .offset(offsetOf(q)),
          db.select({ n: count() }).from(def.table).where(where),
        ]);
        const items = rows.map(plain);
        return pageEnvelope(
          req,
          app.config.publicUrl,
          q,
          total?.n ?? 0,
          def.extend ? await def.extend(db, items) : items,
        );
      },
    );

    app.get(
      `/masters/${resource}/:id/`,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: `One ${def.label.toLowerCase()}`,
          security,
          params: idParams,
          response: { 200: dataEnvelope(masterItem), ...errors },
        },
      },
      async (req) => ({ data: await load(req.params.id) }),
    );

    app.post(
      `/masters/${resource}/`,
      {
        ...adminOnly,
        schema: {
          tags,
          summary: `Create a ${def.label.toLowerCase()} (Superadmin)`,
          security,
          body,
          response: { 201: dataEnvelope(masterItem), ...errors },
        },
      },
      async (req, reply) => {
        const values = req.body as Record<string, unknown>;
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
        invalidateReferenceNames(db);
        const item = await load(id);
        await audit(req, "create", id, { after: item });
        return reply.code(201).send({ data: item });
      },
    );

    app.patch(
      `/masters/${resource}/:id/`,
      {
        ...adminOnly,
        schema: {
          tags,
          summary: `Change a ${def.label.toLowerCase()}, or (de)activate it with is_active (Superadmin)`,
          security,
          params: idParams,
          body: patchOf(body as z.ZodObject),
          response: { 200: dataEnvelope(masterItem), ...errors },
        },
      },
      async (req) => {
        const before = await load(req.params.id);
        const patch = req.body as Record<string, unknown>;
        // Cross-field checks see the row as it will be.
        await checked(def.merge ? def.merge(before, patch) : { ...before, ...patch });
        await write(() =>
          db.transaction(async (tx) => {
            const cols = def.columns(patch);
            if (Object.keys(cols).length) {
              await tx
                .update(def.table)
                .set({ ...cols, updated_at: new Date() } as never)
                .where(eq(def.table.id, req.params.id));
            }
            await def.after?.(tx as never, req.params.id, patch);
          }),
        );
        invalidateReferenceNames(db);
        const after = await load(req.params.id);
        await audit(req, "update", req.params.id, { before, after });
        return { data: after };
      },
    );

    app.delete(
      `/masters/${resource}/:id/`,
      {
        ...adminOnly,
        schema: {
          tags,
          summary: `Delete a ${def.label.toLowerCase()} nothing uses (Superadmin); otherwise 409 naming what uses it`,
          security,
          params: idParams,
          response: { 200: messageBody, ...errors },
        },
      },
      async (req) => {
        const before = await load(req.params.id);
        const used = await def.usage(db, req.params.id);
        if (used) throw conflict(used);
        await db.delete(def.table).where(eq(def.table.id, req.params.id));
        invalidateReferenceNames(db);
        await audit(req, "delete", req.params.id, { before });
        return { message: `${def.label} deleted.` };
      },
    );
  }
};
