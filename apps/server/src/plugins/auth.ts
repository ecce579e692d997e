import { TWO_FACTOR_SETUP_REQUIRED } from "@pp/shared";
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { twoFactor } from "../db/schema/index";
import { AppError, forbidden, unauthorized } from "../lib/errors";
import type { AccessClaims } from "../lib/jwt";
import { createKeyAuthenticator, isApiKey } from "../modules/api-keys/authenticate";
import { stepsHook } from "./partner-context";

/** The 403 of every other route for someone who must set up two-factor sign-in first (issue 17). */
export const twoFactorSetupRequired = () =>
  new AppError(403, "Set up two-factor sign-in for your account before you continue.", undefined, undefined, {
    code: TWO_FACTOR_SETUP_REQUIRED,
  });

export interface Caller {
  userId: number;
  role: AccessClaims["role"];
  partnerId: number | null;
  /** The session the access token belongs to (sessions.id); absent for an API key. */
  sessionId?: string;
  /** Set when the request authenticated with a partner's API key (issue 19): it acts for the partner's owner. */
  apiKey?: { id: number; name: string; scopes: string[] };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** true: open to someone who must still set up two-factor sign-in (me/, me/2fa/*). */
    twoFactorSetup?: true;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** The token check, without a promise when the token alone decides (partner-context.ts's hot path). */
    authenticateNow: (request: FastifyRequest, reply: FastifyReply) => Promise<void> | undefined;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("caller", null);
  const authenticateKey = createKeyAuthenticator(app);

  /**
   * The token check. A signed access token is checked synchronously and nothing is returned; an API key, or a token
   * that still needs two-factor set-up, needs the database and returns the promise of that check.
   */
  const authenticateNow = (request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized("Authentication is required. Please log in.");
    // A partner's API key (modules/api-keys): its scopes decide the route, whatever role the route asks for.
    if (isApiKey(match[1])) return authenticateKey(request, reply, match[1]);
    const claims = app.jwt.verify(match[1]);
    if (claims === "expired")
      throw unauthorized("Your session has expired. Please refresh your token or log in again.");
    if (claims === "invalid") throw unauthorized("The access token is not valid. Please log in again.");
    // Every access token is issued in a session (modules/auth/service.ts): one that names none is not ours to trust.
    if (!claims.sid) throw unauthorized("The access token is not valid. Please log in again.");
    request.caller = { userId: Number(claims.sub), role: claims.role, partnerId: claims.pid, sessionId: claims.sid };
    // A token issued to someone who had to set up two-factor sign-in opens only the set-up routes, until the
    // database says it is on (then at once, without waiting for the next token). Everyone else pays nothing here.
    if (claims.tfs && request.routeOptions.config.twoFactorSetup !== true) {
      return app.database.db
        .select({ user_id: twoFactor.user_id })
        .from(twoFactor)
        .where(and(eq(twoFactor.user_id, Number(claims.sub)), isNotNull(twoFactor.enabled_at)))
        .then(([done]) => {
          if (!done) throw twoFactorSetupRequired();
        });
    }
    return undefined;
  };
  app.decorate("authenticateNow", authenticateNow);

  // The guards of `{ signedIn: true }` and `{ superadmin: true }` routes (plugins/access.ts), in onRequest: the
  // token and the role are checked before the body is parsed or validated (docs/decisions/012).
  const superadmin = (request: FastifyRequest): undefined => {
    if (request.caller?.role !== "Superadmin") throw forbidden();
    return undefined;
  };
  app.decorate("signedInGuard", stepsHook(authenticateNow));
  app.decorate("superadminGuard", stepsHook(authenticateNow, superadmin));
});
