import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { idempotencyKeys, loginChallenges, passwordResets, refreshTokens } from "../../db/schema/index";

/**
 * Part of the `sweeps` job: expired password-reset links, refresh tokens and sign-in challenges (no longer usable), and
 * Idempotency-Keys older than their 24 hours (plugins/unit-of-work.ts replays only younger ones). Deleting what is
 * already gone is harmless, so two runs at once are too.
 */
export async function sweepExpiredCredentials(db: Db) {
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expires_at, sql`clock_timestamp()`))
    .returning({ id: passwordResets.id });
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expires_at, sql`clock_timestamp()`))
    .returning({ id: refreshTokens.id });
  const keys = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.created_at, sql`clock_timestamp() - interval '24 hours'`))
    .returning({ id: idempotencyKeys.id });
  const challenges = await db
    .delete(loginChallenges)
    .where(lt(loginChallenges.expires_at, sql`clock_timestamp()`))
    .returning({ id: loginChallenges.id });
  return {
    password_resets: resets.length,
    refresh_tokens: tokens.length,
    idempotency_keys: keys.length,
    login_challenges: challenges.length,
  };
}
