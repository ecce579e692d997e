import { dataEnvelope, errorBody, profilePaths, sessionItem } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

/** A person's own sessions (issue 17): see where they are signed in, end one, or end all but this one. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.auth;

  app.get(
    profilePaths.sessions,
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ["auth"],
        summary: "My signed-in sessions (browser, system, address, first and last seen); mine is marked current",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(sessionItem)), ...errors },
      },
    },
    async (req) => ({ data: await auth.sessions(req.caller!.userId, req.caller!.sessionId) }),
  );

  app.delete(
    profilePaths.session(":id"),
    {
      config: { access: { signedIn: true }, rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "End one of my sessions: its refresh token stops working at once, its access token within 15 minutes",
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid({ error: "This session is not active any more." }) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await auth.endSession(req.caller!.userId, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    profilePaths.sessions,
    {
      config: { access: { signedIn: true }, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Sign out everywhere else: end every session of mine but this one",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.object({ ended: z.number().int() })), ...errors },
      },
    },
    async (req) => ({ data: await auth.endOtherSessions(req.caller!.userId, req.caller!.sessionId) }),
  );
};
