import multipart from "@fastify/multipart";
import {
  applicationCreateBody,
  applicationDetail,
  applicationFiltersQuery,
  applicationItem,
  applicationListQuery,
  applicationNoteBody,
  applicationUpdateBody,
  bulkBodies,
  DOCUMENT_MAX_BYTES,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
} from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import { expectedVersion } from "../../plugins/versions";
import { bulkRoutes } from "../counselling/routes";
import { todayUtc } from "../deadlines/conditions";
import { createApplicationBulk } from "./bulk";
import { messageRoutes } from "./message-routes";
import { createApplicationQueries } from "./queries";
import { createApplicationService } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const security = [{ bearer: [] }];

/** Applications of the caller's partner; other partners' ids answer 404. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  const queries = createApplicationQueries(app.db);
  const service = createApplicationService(app.db, app.notifications, queries);

  app.get(
    "/partner/application/",
    {
      config: { access: { partner: "applications.view" } },
      schema: {
        tags: ["applications"],
        summary: "The partner's applications with filters and search",
        security,
        querystring: applicationListQuery,
        response: { 200: listEnvelope(applicationItem), ...errors },
      },
    },
    // Answered from memory (or 304) while the partner's data version stands (modules/fast-path). The rows'
    // passport warnings and `deadline=soon` also depend on the day: kept per day, and `deadline=soon` answers no 304
    // (a tag made yesterday must not keep yesterday's list; decision 051).
    (req, reply) =>
      app.fastPath.page(
        req,
        reply,
        !req.query.deadline,
        async () => {
          const r = await queries.list(req.partner!, req.query);
          return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
        },
        todayUtc(),
      ),
  );

  app.post(
    "/partner/application/",
    {
      config: { access: { partner: "applications.manage" } },
      schema: {
        tags: ["applications"],
        summary: "Create a Draft application for a student, course and intake",
        security,
        body: applicationCreateBody,
        response: { 201: dataEnvelope(applicationDetail), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.create(req.partner!, req.body, req.ip) }),
  );

  app.get(
    "/partner/application/:id/",
    {
      config: { access: { partner: "applications.view" } },
      schema: {
        tags: ["applications"],
        summary: "One application with its timeline, messages and document checklist",
        security,
        params: idParams,
        response: { 200: dataEnvelope(applicationDetail), ...errors },
      },
    },
    (req, reply) =>
      app.fastPath.page(
        req,
        reply,
        false,
        async () => ({ data: await queries.detail(req.partner!, req.params.id) }),
        todayUtc(),
      ),
  );

  app.patch(
    "/partner/application/:id/",
    {
      config: { access: { partner: "applications.manage" } },
      schema: {
        tags: ["applications"],
        summary: "Change an application's counsellor or tags",
        security,
        params: idParams,
        body: applicationUpdateBody,
        response: { 200: dataEnvelope(applicationDetail), ...errors },
      },
    },
    async (req) => ({
      data: await service.update(req.partner!, req.params.id, req.body, req.ip, expectedVersion(req, "application")),
    }),
  );

  app.get(
    "/partner/application/tags/",
    {
      config: { access: { partner: "applications.view" } },
      schema: {
        tags: ["applications"],
        summary: "The tags the partner's applications carry, in order (the Tag filter and the tag pickers)",
        security,
        response: { 200: dataEnvelope(z.array(z.string())), ...errors },
      },
    },
    async (req) => ({ data: await queries.tags(req.partner!.partnerId) }),
  );

  // Bulk actions on the list (issue 20): applications.manage, refused with what the caller may not do.
  bulkRoutes(app, {
    base: "/partner/application/",
    tag: "applications",
    noun: "applications",
    permission: "applications.manage",
    refusals: {
      counsellor: "You may not edit applications, so you cannot assign a counsellor.",
      tag_add: "You may not edit applications, so you cannot add a tag.",
      tag_remove: "You may not edit applications, so you cannot remove a tag.",
    },
    bodies: bulkBodies(applicationFiltersQuery),
    bulk: createApplicationBulk(app.db),
  });

  app.post(
    "/partner/application/:id/submit/",
    {
      config: { access: { partner: "applications.manage" } },
      schema: {
        tags: ["applications"],
        summary: "Submit a Draft (its document checklist must be complete)",
        security,
        params: idParams,
        body: applicationNoteBody.nullish(),
        response: { 200: dataEnvelope(applicationDetail), ...errors },
      },
    },
    async (req) => ({
      data: await service.submit(
        req.partner!,
        req.params.id,
        req.body?.note || null,
        expectedVersion(req, "application"),
      ),
    }),
  );

  app.post(
    "/partner/application/:id/withdraw/",
    {
      config: { access: { partner: "applications.manage" } },
      schema: {
        tags: ["applications"],
        summary: "Withdraw an application that has not reached a final status",
        security,
        params: idParams,
        body: applicationNoteBody.nullish(),
        response: { 200: dataEnvelope(applicationDetail), ...errors },
      },
    },
    async (req) => ({
      data: await service.withdraw(
        req.partner!,
        req.params.id,
        req.body?.note || null,
        expectedVersion(req, "application"),
      ),
    }),
  );

  // The conversation with admissions: messages, files, read marks, downloads (message-routes.ts).
  messageRoutes(app, "partner");
};
