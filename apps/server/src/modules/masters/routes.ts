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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import { createMasterQueries } from "./queries";
import { type Actor, createMasterService } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];

/**
 * The Masters (issue 5): every signed-in user reads them (partner screens use them as lookups); only the
 * Superadmin writes. Deleting a row something uses answers 409 with a sentence naming what uses it.
 */
export const masterRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (req: { caller: { userId: number } | null; ip: string }): Actor => ({
    userId: req.caller?.userId ?? null,
    ip: req.ip,
  });

  for (const resource of MASTER_RESOURCES) {
    const queries = createMasterQueries(app.db, resource);
    const service = createMasterService(app.db, resource, queries, app.referenceNamesChanged);
    const { def, tableName } = queries;
    const body = masterBodies[resource as MasterResource];
    const tags = ["masters"];

    app.get(
      `/masters/${resource}/`,
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          summary: `${def.label}s: list with search and paging (every signed-in user)`,
          security,
          querystring: pageQuery.extend(masterListQuery.shape),
          response: { 200: listEnvelope(masterItem), ...errors },
        },
      },
      async (req) => {
        const r = await queries.list(req.query);
        return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
      },
    );

    app.get(
      `/masters/${resource}/:id/`,
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          summary: `One ${def.label.toLowerCase()}`,
          security,
          params: idParams,
          response: { 200: dataEnvelope(masterItem), ...errors },
        },
      },
      async (req) => ({ data: await queries.load(req.params.id) }),
    );

    app.post(
      `/masters/${resource}/`,
      {
        config: { access: { superadmin: true } },
        schema: {
          tags,
          summary: `Create a ${def.label.toLowerCase()} (Superadmin)`,
          security,
          body,
          response: { 201: dataEnvelope(masterItem), ...errors },
        },
      },
      async (req, reply) => {
        const item = await service.create(actor(req), req.body as Record<string, unknown>);
        return reply.code(201).send({ data: item });
      },
    );

    app.patch(
      `/masters/${resource}/:id/`,
      {
        config: { access: { superadmin: true }, version: { table: tableName, what: def.label.toLowerCase() } },
        schema: {
          tags,
          summary: `Change a ${def.label.toLowerCase()}, or (de)activate it with is_active (Superadmin)`,
          security,
          params: idParams,
          body: patchOf(body as z.ZodObject),
          response: { 200: dataEnvelope(masterItem), ...errors },
        },
      },
      async (req) => ({
        data: await service.update(actor(req), req.params.id, req.body as Record<string, unknown>),
      }),
    );

    app.delete(
      `/masters/${resource}/:id/`,
      {
        config: { access: { superadmin: true }, version: { table: tableName, what: def.label.toLowerCase() } },
        schema: {
          tags,
          summary: `Delete a ${def.label.toLowerCase()} nothing uses (Superadmin); otherwise 409 naming what uses it`,
          security,
          params: idParams,
          response: { 200: messageBody, ...errors },
        },
      },
      async (req) => {
        await service.remove(actor(req), req.params.id);
        return { message: `${def.label} deleted.` };
      },
    );
  }
};
