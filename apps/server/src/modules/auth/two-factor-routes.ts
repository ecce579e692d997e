import {
  apiPaths,
  dataEnvelope,
  errorBody,
  loginData,
  loginTwoFactorBody,
  profilePaths,
  twoFactorConfirmBody,
  twoFactorConfirmData,
  twoFactorDisableBody,
  twoFactorStartData,
} from "@pp/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody };
const ctx = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers["user-agent"] });

/** Two-factor sign-in (issue 17): the second step of a sign-in, and a person's own set-up (docs/decisions/022). */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.auth;
  const perIp = { max: app.config.loginRateLimit.perIpPerMinute, timeWindow: "1 minute" };

  app.post(
    apiPaths.loginTwoFactor,
    {
      // Like the sign-in: a wrong code is recorded and counts toward the lockout although the request fails.
      config: { access: { public: true }, rateLimit: perIp, unitOfWork: false },
      schema: {
        tags: ["auth"],
        summary: "Complete a sign-in with the challenge and a code from the authenticator app (or a recovery code)",
        body: loginTwoFactorBody,
        response: { 200: dataEnvelope(loginData), ...errors },
      },
    },
    async (req) => ({ data: await auth.loginTwoFactor(req.body, ctx(req)) }),
  );

  app.post(
    profilePaths.twoFactor,
    {
      config: { access: { signedIn: true }, twoFactorSetup: true, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Start setting up an authenticator app: a new secret and its otpauth:// address",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(twoFactorStartData), ...errors },
      },
    },
    async (req) => ({ data: await auth.twoFactor.start(req.caller!.userId) }),
  );

  app.post(
    profilePaths.twoFactorConfirm,
    {
      config: { access: { signedIn: true }, twoFactorSetup: true, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Turn two-factor sign-in on with a first code; answers ten single-use recovery codes, once",
        security: [{ bearer: [] }],
        body: twoFactorConfirmBody,
        response: { 200: dataEnvelope(twoFactorConfirmData), ...errors },
      },
    },
    async (req) => ({ data: await auth.twoFactor.confirm(req.caller!.userId, req.body.code) }),
  );

  app.delete(
    profilePaths.twoFactor,
    {
      config: { access: { signedIn: true }, twoFactorSetup: true, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Turn two-factor sign-in off with the password and a code (or a recovery code)",
        security: [{ bearer: [] }],
        body: twoFactorDisableBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await auth.twoFactor.disable(req.caller!.userId, req.body.password, req.body.code);
      return reply.status(204).send(null);
    },
  );
};
