import {
  apiPaths,
  dataEnvelope,
  errorBody,
  loginAnswer,
  loginBody,
  meData,
  messageBody,
  messages,
  passwordChangeBody,
  passwordResetBody,
  passwordResetConfirmBody,
  profilePaths,
  profileUpdateBody,
  refreshBody,
  signupBody,
  tokenPair,
} from "@pp/shared";
import { INT4_MAX, INT4_MESSAGE } from "@pp/shared/limits";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createAuthQueries } from "./queries";
import { sessionRoutes } from "./session-routes";
import { twoFactorRoutes } from "./two-factor-routes";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody };
const ctx = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers["user-agent"] });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.auth;
  const queries = createAuthQueries(app.db);
  const perIp = { max: app.config.loginRateLimit.perIpPerMinute, timeWindow: "1 minute" };
  await app.register(twoFactorRoutes);
  await app.register(sessionRoutes);

  app.post(
    apiPaths.login,
    {
      // A refused attempt must be recorded although the request fails (service.login).
      config: { access: { public: true }, rateLimit: perIp, unitOfWork: false },
      schema: {
        tags: ["auth"],
        summary: "Sign in with e-mail and password",
        body: loginBody,
        response: { 200: dataEnvelope(loginAnswer), ...errors },
      },
    },
    async (req) => ({ data: await auth.login(req.body, ctx(req)) }),
  );

  app.post(
    apiPaths.tokenRefresh,
    {
      // A reused token's family is revoked although the request fails (service.refresh).
      config: { access: { public: true }, rateLimit: { max: 60, timeWindow: "1 minute" }, unitOfWork: false },
      schema: {
        tags: ["auth"],
        summary: "Exchange a refresh token for a new pair (the old one stops working)",
        body: refreshBody,
        response: { 200: dataEnvelope(tokenPair), ...errors },
      },
    },
    async (req) => ({ data: await auth.refresh(req.body.refresh, ctx(req)) }),
  );

  app.post(
    apiPaths.logout,
    {
      // Ending one's own session: the revoked refresh token is its record; no audit entry.
      config: { access: { public: true }, audit: false },
      schema: {
        tags: ["auth"],
        summary: "Revoke the session that this refresh token belongs to",
        body: refreshBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      // The session's owner is the caller of this write: their partner's data version moves like any other
      // write's (plugins/unit-of-work.ts), so a cached session or page does not outlive the sign-out.
      const owner = await auth.logout(req.body.refresh);
      if (owner) req.caller ??= owner;
      return reply.status(204).send(null);
    },
  );

  app.get(
    apiPaths.me,
    {
      // Open to someone who must set up two-factor sign-in first: the web app reads here that it must.
      config: { access: { signedIn: true }, twoFactorSetup: true },
      schema: {
        tags: ["auth"],
        summary: "The signed-in user, role, partner and permissions",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(meData), ...errors },
      },
    },
    async (req) => ({ data: await auth.me(req.caller!.userId) }),
  );

  app.patch(
    profilePaths.me,
    {
      config: { access: { signedIn: true }, twoFactorSetup: true },
      schema: {
        tags: ["auth"],
        summary: "Update my name and phone",
        security: [{ bearer: [] }],
        body: profileUpdateBody,
        response: { 200: dataEnvelope(meData), ...errors },
      },
    },
    async (req) => ({ data: await auth.updateProfile(req.caller!.userId, req.body) }),
  );

  app.post(
    profilePaths.password,
    {
      config: { access: { signedIn: true }, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Change my password with the current one; other sessions end, this one gets new tokens",
        security: [{ bearer: [] }],
        body: passwordChangeBody,
        response: { 200: dataEnvelope(tokenPair), ...errors },
      },
    },
    async (req) => ({
      data: await auth.changePassword(
        req.caller!.userId,
        req.body.current_password,
        req.body.password,
        req.caller!.sessionId,
        ctx(req),
      ),
    }),
  );

  app.post(
    apiPaths.signup,
    {
      config: { access: { public: true }, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Register a partner agency (pending until a Superadmin approves it)",
        body: signupBody,
        response: {
          201: dataEnvelope(
            z.object({
              partner_id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
              status: z.literal("pending"),
              message: z.string(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const result = await auth.signup(req.body, ctx(req));
      return reply.status(201).send({ data: { ...result, message: messages.awaitingApproval } });
    },
  );

  app.get(
    apiPaths.signupCountries,
    {
      config: { access: { public: true } },
      schema: {
        tags: ["auth"],
        summary: "Countries for the sign-up form",
        response: {
          200: dataEnvelope(
            z.array(z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string(), iso2: z.string() })),
          ),
        },
      },
    },
    async () => ({ data: await queries.signupCountries() }),
  );

  app.post(
    apiPaths.passwordReset,
    {
      // Anyone may ask; the reset itself (confirm) is audited. The request leaves its own trace (the link's row).
      config: { access: { public: true }, rateLimit: { max: 5, timeWindow: "1 minute" }, audit: false },
      schema: {
        tags: ["auth"],
        summary: "Send a password-reset link (always 202, whether or not the account exists)",
        body: passwordResetBody,
        response: { 202: messageBody, ...errors },
      },
    },
    async (req, reply) => {
      await auth.requestPasswordReset(req.body.email);
      return reply.status(202).send({ message: messages.resetSent });
    },
  );

  app.post(
    apiPaths.passwordResetConfirm,
    {
      config: { access: { public: true }, rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset token",
        body: passwordResetConfirmBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (req) => {
      await auth.confirmPasswordReset(req.body.token, req.body.password);
      return { message: messages.passwordChanged };
    },
  );
};
