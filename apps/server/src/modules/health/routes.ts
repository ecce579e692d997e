import { apiPaths, errorBody } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.health,
    {
      config: { access: { public: true }, rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "The server is alive",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    apiPaths.ready,
    {
      config: { access: { public: true }, rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "The database answers",
        response: { 200: z.object({ status: z.literal("ready"), database: z.string() }), 503: errorBody },
      },
    },
    async (req, reply) => {
      try {
        await app.database.ping();
        return { status: "ready" as const, database: app.database.kind };
      } catch (err) {
        req.log.error({ err }, "database ping failed");
        return reply
          .status(503)
          .send({ status_code: 503, message: "The database is not answering.", request_id: req.id });
      }
    },
  );
};
