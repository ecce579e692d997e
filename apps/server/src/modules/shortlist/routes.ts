import {
  applicationDetail,
  dataEnvelope,
  errorBody,
  shortlistAddBody,
  shortlistApplyBody,
  shortlistItem,
} from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createShortlistQueries } from "./queries";
import { createShortlistService } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];

/** The course shortlist (the spec's header cart made real): each user keeps their own. */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createShortlistQueries(app.db);
  const service = createShortlistService(app.db, app.notifications, queries);

  app.get(
    "/partner/shortlist/",
    {
      // Each person's own list: a key has no shortlist.
      config: { access: { partner: "courses.view", keys: false } },
      schema: {
        tags: ["shortlist"],
        summary: "My shortlisted courses",
        security,
        response: { 200: dataEnvelope(z.array(shortlistItem)), ...errors },
      },
    },
    async (req) => ({ data: await queries.list(req.partner!) }),
  );

  app.post(
    "/partner/shortlist/",
    {
      // Each person's own list: a key has no shortlist.
      config: { access: { partner: "courses.view", keys: false } },
      schema: {
        tags: ["shortlist"],
        summary: "Add a course to my shortlist",
        security,
        body: shortlistAddBody,
        response: { 201: dataEnvelope(z.array(shortlistItem)), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.add(req.partner!, req.body.course_id, req.ip) }),
  );

  app.delete(
    "/partner/shortlist/:courseId/",
    {
      // Each person's own list: a key has no shortlist.
      config: { access: { partner: "courses.view", keys: false } },
      schema: {
        tags: ["shortlist"],
        summary: "Remove a course from my shortlist",
        security,
        params: z.object({
          courseId: z.coerce
            .number({ error: "The course id must be a number." })
            .int()
            .max(INT4_MAX, INT4_MESSAGE)
            .positive(),
        }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.remove(req.partner!, req.params.courseId, req.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/partner/shortlist/apply/",
    {
      config: { access: { partner: "applications.manage", keys: false } },
      schema: {
        tags: ["shortlist"],
        summary: "Apply for a student to shortlisted courses: creates Draft applications",
        security,
        body: shortlistApplyBody,
        response: { 201: dataEnvelope(z.array(applicationDetail)), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.apply(req.partner!, req.body, req.ip) }),
  );
};
