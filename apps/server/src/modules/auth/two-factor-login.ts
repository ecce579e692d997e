import type { LoginChallenge, LoginData } from "@pp/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginChallenges } from "../../db/schema/index";
import type { UnitOfWork } from "../../db/unit-of-work";
import { randomToken, sha256 } from "../../lib/crypto";
import { forbidden, invalid, unauthorized } from "../../lib/errors";
import type { RequestContext } from "./account-service";
import type { Lockout } from "./lockout";
import type { AuthQueries, UserRow } from "./queries";
import { blockedReason } from "./session-user";
import { type TwoFactorService, WRONG_CODE } from "./two-factor-service";

/** A challenge is good for 5 minutes, once. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const EXPIRED = "This sign-in has expired. Please sign in again.";

interface Deps {
  db: Db;
  uow: Pick<UnitOfWork, "run">;
  queries: AuthQueries;
  lockout: Lockout;
  twoFactor: TwoFactorService;
  recordLogin: (email: string, ctx: RequestContext, success: boolean, reason: string, userId?: number) => Promise<void>;
  assertNotLocked: (email: string, ctx: RequestContext) => Promise<void>;
  startSession: (u: UserRow, ctx: RequestContext) => Promise<LoginData>;
}

/**
 * The second step of a sign-in (issue 17): a right password for an account with 2FA on answers a challenge, a row
 * every instance can read (its token hashed), good once within 5 minutes; the challenge and a code (current, or a
 * recovery code) then answer what a sign-in answers. Wrong codes count toward the lockout like wrong passwords.
 */
export function createTwoFactorLogin(deps: Deps) {
  const { db, uow, queries, lockout, twoFactor, recordLogin, assertNotLocked, startSession } = deps;

  async function openChallenge(token: string) {
    const [row] = await db
      .select()
      .from(loginChallenges)
      .where(
        and(
          eq(loginChallenges.token_hash, sha256(token)),
          isNull(loginChallenges.used_at),
          gt(loginChallenges.expires_at, new Date()),
        ),
      )
      .limit(1);
    return row;
  }

  return {
    /** Inside the sign-in's unit: the challenge row and the sign-in's record. */
    async challenge(u: UserRow, ctx: RequestContext): Promise<LoginChallenge> {
      const token = randomToken();
      await db.insert(loginChallenges).values({
        user_id: u.id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
      await recordLogin(u.email, ctx, true, "two_factor_challenge", u.id);
      return { two_factor_required: true, challenge_token: token };
    },

    /**
     * Completes a sign-in. Runs outside a route-level unit (like the sign-in): a wrong code's record and lockout
     * count commit although the request fails. A right code uses up the challenge, the code and starts the session
     * as one unit.
     */
    async complete(input: { challenge_token: string; code: string }, ctx: RequestContext): Promise<LoginData> {
      const challenge = await openChallenge(input.challenge_token);
      if (!challenge) throw unauthorized(EXPIRED);
      const u = await queries.userById(challenge.user_id);
      if (!u) throw unauthorized(EXPIRED);
      await assertNotLocked(u.email, ctx);
      const blocked = blockedReason(u);
      if (blocked) throw forbidden(blocked.message);
      const session = await uow.run(async () => {
        if (!(await twoFactor.consumeCode(u.id, input.code, true))) {
          await recordLogin(u.email, ctx, false, "bad_two_factor_code", u.id);
          await lockout.failed(u.email, ctx.ip, { id: u.id, email: u.email, name: u.name });
          return null;
        }
        const [claimed] = await db
          .update(loginChallenges)
          .set({ used_at: new Date() })
          .where(and(eq(loginChallenges.id, challenge.id), isNull(loginChallenges.used_at)))
          .returning({ id: loginChallenges.id });
        // Another request used it first: this unit (and the code it took) is undone.
        if (!claimed) throw unauthorized(EXPIRED);
        return startSession(u, ctx);
      });
      if (!session) throw invalid({ code: [WRONG_CODE] });
      return session;
    },
  };
}
