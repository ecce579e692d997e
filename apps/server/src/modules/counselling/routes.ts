import { type AnyPermission, bulkResult, counsellorItem, dataEnvelope, errorBody } from "@pp/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BulkChange, BulkSelection, createBulk } from "./bulk";
import { listCounsellors } from "./counsellors";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const security = [{ bearer: [] }];

/** GET partner/counsellors/: whom a student or an application can be given to (the Counsellor filter and pickers). */
export const counsellorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/partner/counsellors/",
    {
      // Whom records can be given to: reference data for the students' and applications' scopes alike.
      config: { access: { partner: "any", keys: "any" } },
      schema: {
        tags: ["counselling"],
        summary: "The partner's people a record can be given to: its own account and its active sub-logins",
        security,
        response: { 200: dataEnvelope(z.array(counsellorItem)), ...errors },
      },
    },
    async (req) => ({ data: await listCounsellors(app.db, req.partner!.partnerId) }),
  );
};

/** The three actions' paths, what each changes, and the sentence that refuses a caller without the permission. */
const ACTIONS = [
  { path: "assign-counsellor", kind: "counsellor", summary: "Assign a counsellor to the selected" },
  { path: "add-tag", kind: "tag_add", summary: "Add a tag to the selected" },
  { path: "remove-tag", kind: "tag_remove", summary: "Remove a tag from the selected" },
] as const;
type Kind = (typeof ACTIONS)[number]["kind"];

/**
 * Registers `POST {base}bulk/assign-counsellor/`, `.../add-tag/` and `.../remove-tag/` for one list (issue 20).
 * Each route is one unit of work (plugins/unit-of-work): all or nothing, the data version moved once.
 */
export function bulkRoutes<F>(
  app: FastifyInstance,
  opts: {
    base: string;
    tag: string;
    noun: string;
    permission: AnyPermission;
    /** "You may not edit students, so you cannot assign a counsellor."-style, per action. */
    refusals: Record<Kind, string>;
    bodies: { assignCounsellor: z.ZodType; tag: z.ZodType };
    bulk: ReturnType<typeof createBulk<F>>;
  },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const a of ACTIONS) {
    typed.post(
      `${opts.base}bulk/${a.path}/`,
      {
        config: { access: { partner: opts.permission, refusal: opts.refusals[a.kind] } },
        schema: {
          tags: [opts.tag],
          summary: `${a.summary} ${opts.noun} (ids, or all matching the list's filters): all or nothing, one audit entry per record changed`,
          security,
          body: a.kind === "counsellor" ? opts.bodies.assignCounsellor : opts.bodies.tag,
          response: { 200: dataEnvelope(bulkResult), ...errors },
        },
      },
      async (req) => {
        const body = req.body as BulkSelection<F> & { counsellor_id?: number; tag?: string };
        const change: BulkChange =
          a.kind === "counsellor"
            ? { kind: "counsellor", counsellor_id: body.counsellor_id! }
            : { kind: a.kind, tag: body.tag! };
        return { data: await opts.bulk.run(req.partner!, body, change, req.ip) };
      },
    );
  }
}
