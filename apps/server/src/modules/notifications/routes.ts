import {
  dataEnvelope,
  errorBody,
  listEnvelope,
  notificationIdParams,
  notificationItem,
  notificationListQuery,
  notificationPaths,
} from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageEnvelope } from "../../lib/paging";
import { NOTIFICATION_KINDS } from "./kinds";
import { createNotificationQueries } from "./queries";

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const listResponse = listEnvelope(notificationItem).extend({
  results: z.object({ data: z.array(notificationItem), unread_count: z.number().int().max(INT4_MAX, INT4_MESSAGE) }),
});

const needsPermission = (kind: string | undefined) =>
  kind !== undefined && (NOTIFICATION_KINDS as Record<string, string | null>)[kind] !== null;

/** The signed-in user's own notifications; another user's ids answer 404. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is a signed-in person's own inbox, partner user or Superadmin (plugins/access.ts).
  const access = { signedIn: true } as const;
  const service = app.notifications;
  const queries = createNotificationQueries(app.db);
  // Open streams end as the server starts closing (before it waits for requests in flight), so shutdown does not
  // wait for them; browsers reconnect to another instance.
  const open = new Set<import("node:http").ServerResponse>();
  app.addHook("preClose", async () => {
    for (const res of open) res.end();
  });

  app.get(
    notificationPaths.stream,
    {
      config: { access },
      schema: {
        tags: ["notifications"],
        summary: "Live notifications as server-sent events (`event: notification`, data: the notification)",
        security: [{ bearer: [] }],
      },
    },
    (req, reply) => {
      const userId = req.caller!.userId;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.write("retry: 5000\n: connected\n\n");
      const send = (event: string, data: unknown) => {
        if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      // A notification whose kind needs a permission is read again as it is delivered: one the reader may no longer
      // open (a permission taken away since it was written) is not sent. Events leave in the order they came.
      let queue: Promise<unknown> = Promise.resolve();
      const stop = app.live.subscribe(userId, (event, data) => {
        const item = data as { id?: number; kind?: string };
        const checked = event === "notification" && typeof item.id === "number" && needsPermission(item.kind);
        queue = queue
          .then(async () => {
            if (!checked || (await queries.one(userId, item.id!))) send(event, data);
          })
          .catch((err) => req.log.warn({ err }, "live notification not delivered"));
      });
      const beat = setInterval(() => res.write(": keep-alive\n\n"), 25_000);
      const end = () => {
        clearInterval(beat);
        stop();
      };
      open.add(res);
      req.raw.on("close", () => {
        end();
        open.delete(res);
      });
    },
  );

  app.get(
    notificationPaths.list,
    {
      config: { access },
      schema: {
        tags: ["notifications"],
        summary: "My notifications, newest first, with the unread count",
        security: [{ bearer: [] }],
        querystring: notificationListQuery,
        response: { 200: listResponse, ...errors },
      },
    },
    async (req) => {
      const { page, page_size, unread } = req.query;
      const r = await queries.list(req.caller!.userId, { page, page_size }, unread);
      return pageEnvelope(req, app.config.publicUrl, { page, page_size }, r.count, r.items, { unread_count: r.unread });
    },
  );

  app.post(
    notificationPaths.read(":id"),
    {
      // A person's own inbox state, not business data: no audit entry.
      config: { access, audit: false },
      schema: {
        tags: ["notifications"],
        summary: "Mark one notification read",
        security: [{ bearer: [] }],
        params: notificationIdParams,
        response: { 200: dataEnvelope(notificationItem), ...errors },
      },
    },
    async (req) => ({ data: await service.markRead(req.caller!.userId, req.params.id) }),
  );

  app.post(
    notificationPaths.readAll,
    {
      // A person's own inbox state, not business data: no audit entry.
      config: { access, audit: false },
      schema: {
        tags: ["notifications"],
        summary: "Mark all my notifications read",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.object({ updated: z.number().int().max(INT4_MAX, INT4_MESSAGE) })), ...errors },
      },
    },
    async (req) => ({ data: { updated: await service.markAllRead(req.caller!.userId) } }),
  );

  app.delete(
    notificationPaths.one(":id"),
    {
      // A person's own inbox state, not business data: no audit entry.
      config: { access, audit: false },
      schema: {
        tags: ["notifications"],
        summary: "Dismiss a notification",
        security: [{ bearer: [] }],
        params: notificationIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await service.remove(req.caller!.userId, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
