import {
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  type TaskItem,
  taskCreateBody,
  taskItem,
  taskListQuery,
  taskUpdateBody,
} from "@pp/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import type { PartnerAccess } from "../../plugins/access";
import { requestLanguage } from "../../plugins/errors";
import { createTaskQueries, localTaskTitle } from "./queries";
import { createTaskService } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const security = [{ bearer: [] }];
const tags = ["tasks"];
/**
 * Any of the partner's people, never an API key (decision 052): what a task shows and who may change it follow the
 * linked record's permissions and the task's assignee and maker, checked per task by the service.
 */
const access: PartnerAccess = { partner: "any", keys: false };

/** A partner's tasks (decision 052); another partner's ids, and tasks the caller may not see, answer 404. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createTaskQueries(app.db);
  const service = createTaskService(app.db, queries, app.notifications);
  /** Tasks as the caller reads them: the portal's own titles in the caller's language. */
  const forReader = async <T extends TaskItem>(req: FastifyRequest, tasks: T[]) => {
    const language = await requestLanguage(req, app.db);
    return tasks.map((t) => localTaskTitle(t, language));
  };
  const oneForReader = async (req: FastifyRequest, task: TaskItem) => (await forReader(req, [task]))[0]!;

  app.get(
    "/partner/tasks/",
    {
      config: { access },
      schema: {
        tags,
        summary: "The tasks the caller may see, with due, assignee, student and application filters",
        security,
        querystring: taskListQuery,
        response: { 200: listEnvelope(taskItem), ...errors },
      },
    },
    async (req) => {
      const r = await queries.list(req.partner!, req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, await forReader(req, r.items));
    },
  );

  app.post(
    "/partner/tasks/",
    {
      config: { access },
      schema: {
        tags,
        summary: "Create a task (needs the manage permission of the student or application it is linked to)",
        security,
        body: taskCreateBody,
        response: { 201: dataEnvelope(taskItem), ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.create(req.partner!, req.body, req.ip) }),
  );

  app.get(
    "/partner/tasks/:id/",
    {
      config: { access },
      schema: {
        tags,
        summary: "One task",
        security,
        params: idParams,
        response: { 200: dataEnvelope(taskItem), ...errors },
      },
    },
    async (req) => {
      await queries.own(req.partner!, req.params.id);
      return { data: await oneForReader(req, await queries.item(req.partner!, req.params.id)) };
    },
  );

  app.patch(
    "/partner/tasks/:id/",
    {
      config: { access },
      schema: {
        tags,
        summary: "Change a task's title, notes, due time or assignee",
        security,
        params: idParams,
        body: taskUpdateBody,
        response: { 200: dataEnvelope(taskItem), ...errors },
      },
    },
    async (req) => ({
      data: await oneForReader(req, await service.update(req.partner!, req.params.id, req.body, req.ip)),
    }),
  );

  app.post(
    "/partner/tasks/:id/complete/",
    {
      config: { access },
      schema: {
        tags,
        summary: "Complete a task (its assignee, its maker, or who manages its record)",
        security,
        params: idParams,
        response: { 200: dataEnvelope(taskItem), ...errors },
      },
    },
    async (req) => ({
      data: await oneForReader(req, await service.setDone(req.partner!, req.params.id, true, req.ip)),
    }),
  );

  app.post(
    "/partner/tasks/:id/reopen/",
    {
      config: { access },
      schema: {
        tags,
        summary: "Reopen a completed task",
        security,
        params: idParams,
        response: { 200: dataEnvelope(taskItem), ...errors },
      },
    },
    async (req) => ({
      data: await oneForReader(req, await service.setDone(req.partner!, req.params.id, false, req.ip)),
    }),
  );

  app.delete(
    "/partner/tasks/:id/",
    {
      config: { access },
      schema: {
        tags,
        summary: "Delete a task made by a person (automatic tasks are completed instead)",
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
