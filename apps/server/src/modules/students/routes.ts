import {
  bulkBodies,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  studentCreateBody,
  studentDetail,
  studentFiltersQuery,
  studentItem,
  studentListQuery,
  studentUpdateBody,
} from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import { movedInStatement } from "../../plugins/unit-of-work";
import { expectedVersion } from "../../plugins/versions";
import { bulkRoutes } from "../counselling/routes";
import { todayUtc } from "../deadlines/conditions";
import { recordStudentRead } from "../read-log/service";
import { createStudentBulk } from "./bulk";
import { createStudentQueries } from "./queries";
import { createStudentService } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const security = [{ bearer: [] }];

/** Students of the caller's partner. Every query filters by the caller's partner; other ids answer 404. */
export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createStudentQueries(app.db);
  const service = createStudentService(app.db, app.versions, queries);

  app.get(
    "/partner/students/",
    {
      config: { access: { partner: "students.view" } },
      schema: {
        tags: ["students"],
        summary: "The partner's students, paged, searchable and filterable",
        security,
        querystring: studentListQuery,
        response: { 200: listEnvelope(studentItem), ...errors },
      },
    },
    // Answered from memory (or 304) while the partner's data version stands (modules/fast-path).
    // `passport=expiring` depends on the day too: kept per day, and no 304 (decision 051).
    (req, reply) =>
      app.fastPath.page(
        req,
        reply,
        !req.query.passport,
        async () => {
          const r = await queries.list(req.partner!, req.query);
          return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
        },
        req.query.passport ? todayUtc() : "",
      ),
  );

  app.get(
    "/partner/students/tags/",
    {
      config: { access: { partner: "students.view" } },
      schema: {
        tags: ["students"],
        summary: "The tags the partner's students carry, in order (the Tag filter and the tag pickers)",
        security,
        response: { 200: dataEnvelope(z.array(z.string())), ...errors },
      },
    },
    async (req) => ({ data: await queries.tags(req.partner!) }),
  );

  // Bulk actions on the list (issue 20): students.manage, refused with what the caller may not do.
  bulkRoutes(app, {
    base: "/partner/students/",
    tag: "students",
    noun: "students",
    permission: "students.manage",
    refusals: {
      counsellor: "You may not edit students, so you cannot assign a counsellor.",
      tag_add: "You may not edit students, so you cannot add a tag.",
      tag_remove: "You may not edit students, so you cannot remove a tag.",
    },
    bodies: bulkBodies(studentFiltersQuery),
    bulk: createStudentBulk(app.db, queries, app.notifications),
  });

  app.post(
    "/partner/add/student/",
    {
      // One statement writes the student (modules/students/create.ts): no BEGIN and COMMIT around it. It changes no
      // session, so the writer's next request keeps the one in memory.
      config: { access: { partner: "students.manage" }, unitOfWork: "one statement", keepsSessions: true },
      schema: {
        tags: ["students"],
        summary: "Add a student",
        security,
        body: studentCreateBody,
        response: { 201: dataEnvelope(studentDetail), ...errors },
      },
    },
    async (req, reply) => {
      const { detail, move, hookIds } = await service.create(req.partner!, req.body, req.ip, app.uow.oneStatement());
      movedInStatement(req, move);
      // In the request's unit of work: the event leaves only if the student is saved (modules/webhooks); the
      // insert's statement said which endpoints listen.
      await app.webhooks.emitTo(hookIds, req.partner!.partnerId, "student.created", { student: detail });
      return reply.status(201).send({ data: detail });
    },
  );

  app.get(
    "/partner/students/:id/",
    {
      config: { access: { partner: "students.view" } },
      schema: {
        tags: ["students"],
        summary: "One student",
        security,
        params: idParams,
        response: { 200: dataEnvelope(studentDetail), ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.partner!;
      // Who saw what (issue 37): recorded before the page is shown, only for the partner's own student (one
      // statement); another partner's id records nothing and the page answers 404.
      await recordStudentRead(app.db, {
        partnerId: ctx.partnerId,
        studentId: req.params.id,
        userId: ctx.userId,
        what: "profile",
        ip: req.ip,
      });
      return app.fastPath.page(req, reply, false, async () => ({ data: await queries.detail(ctx, req.params.id) }));
    },
  );

  app.get(
    "/partner/students/:id/activity/",
    {
      config: { access: { partner: "students.view" } },
      schema: {
        tags: ["students"],
        summary: "What happened to a student: profile changes, documents and application moves, newest first",
        security,
        params: idParams,
        response: {
          200: dataEnvelope(
            z.array(
              z.object({
                kind: z.string(),
                summary: z.string(),
                by: z.string().nullable(),
                at: z.string(),
                application_id: z.number().int().max(INT4_MAX, INT4_MESSAGE).nullable(),
              }),
            ),
          ),
          ...errors,
        },
      },
    },
    async (req) => ({ data: await queries.activity(req.partner!, req.params.id) }),
  );

  app.patch(
    "/partner/students/:id/",
    {
      config: { access: { partner: "students.manage" } },
      schema: {
        tags: ["students"],
        summary: "Change a student",
        security,
        params: idParams,
        body: studentUpdateBody,
        response: { 200: dataEnvelope(studentDetail), ...errors },
      },
    },
    async (req) => {
      const updated = await service.update(
        req.partner!,
        req.params.id,
        req.body,
        req.ip,
        expectedVersion(req, "student"),
      );
      await app.notifications.event(req.partner!.partnerId, "student.updated", { student: updated });
      return { data: updated };
    },
  );

  app.delete(
    "/partner/students/:id/",
    {
      config: {
        access: {
          partner: "students.delete",
          refusal: "Sub-logins cannot delete students; ask your partner administrator.",
        },
      },
      schema: {
        tags: ["students"],
        summary: "Delete a student without applications (the partner's own account only)",
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.remove(req.partner!, req.params.id, req.ip);
      return reply.status(204).send(null);
    },
  );
};
