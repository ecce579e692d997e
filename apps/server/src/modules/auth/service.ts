import { randomUUID } from "node:crypto";
import type { LoginAnswer, LoginData, MeData, ProfileUpdateBody, SessionUser } from "@pp/shared";
import { messages } from "@pp/shared";
import { and, eq, isNull } from "drizzle-orm";
import { loginEvents, refreshTokens, users } from "../../db/schema/index";
import type { UnitOfWork } from "../../db/unit-of-work";
import { assertUncommonPassword } from "../../lib/common-passwords";
import { getDummyHash, hashPassword, randomToken, sha256, verifyPassword } from "../../lib/crypto";
import { forbidden, invalid, tooManyRequests, unauthorized } from "../../lib/errors";
import { type Jwt, REFRESH_TTL_DAYS } from "../../lib/jwt";
import { recordAudit } from "../audit/service";
import type { NotificationService } from "../notifications/service";
import { type AccountDeps, createAccountService, type RequestContext } from "./account-service";
import { createLockout } from "./lockout";
import { effectivePermissions } from "./permissions";
import { createAuthQueries, type UserRow } from "./queries";
import { createSecurityAlerts } from "./security-alerts";
import { createSessionService } from "./session-service";
import { blockedReason, mustSetUpTwoFactor, toSessionUser, welcomeNotification } from "./session-user";
import { createSessionStore } from "./sessions";
import { createTwoFactorLogin } from "./two-factor-login";
import { createTwoFactorService } from "./two-factor-service";

interface Deps extends AccountDeps {
  uow: Pick<UnitOfWork, "run">;
  jwt: Jwt;
  notifications: NotificationService;
}

/** Sign-in and sessions (tokens, profile, password change); sign-up and password links are in account-service. */
/** A language as it names itself ("Español", "العربية"), as the Language menu shows it. */
const languageName = (code: string | null | undefined) => {
  if (!code) return code;
  const name = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
};

export function createAuthService(deps: Deps) {
  const { db, uow, jwt, notifications, config, log } = deps;
  const queries = createAuthQueries(db);
  const alerts = createSecurityAlerts({ mailer: deps.mailer, notifications });
  const lockout = createLockout(db, alerts, config.loginRateLimit);
  const requireAdmin = config.requireAdminTwoFactor !== false;
  const sessionUser = (u: UserRow) => toSessionUser(u, requireAdmin);
  const sessions = createSessionStore(db);
  const twoFactor = createTwoFactorService({
    db,
    mailer: deps.mailer,
    notifications,
    jwtSecret: config.jwtSecret,
    queries,
  });

  const refreshExpiry = () => new Date(Date.now() + REFRESH_TTL_DAYS * 86_400_000);

  /** A new token pair in the session (refresh-token family) `sessionId`; its access token names the session. */
  async function issueTokens(u: UserRow, sessionId: string, expiresAt: Date) {
    const access = jwt.sign({
      sub: String(u.id),
      role: u.role as SessionUser["role"],
      pid: u.partner_id,
      ...(mustSetUpTwoFactor(u, requireAdmin) ? { tfs: true as const } : {}),
      sid: sessionId,
    });
    const refresh = randomToken();
    await db.insert(refreshTokens).values({
      user_id: u.id,
      token_hash: sha256(refresh),
      family_id: sessionId,
      expires_at: expiresAt,
    });
    return { access, refresh };
  }

  /** A new session for this person: its row (with a new-device alert when it is one) and its first tokens. */
  async function openSession(u: UserRow, ctx: RequestContext) {
    const id = randomUUID();
    const expiresAt = refreshExpiry();
    const opened = await sessions.open(id, u.id, ctx, expiresAt);
    if (opened.newDevice) await alerts.newDevice(u, { ...opened, ip: ctx.ip });
    return issueTokens(u, id, expiresAt);
  }

  async function recordLogin(email: string, ctx: RequestContext, success: boolean, reason: string, userId?: number) {
    await db.insert(loginEvents).values({
      email,
      user_id: userId ?? null,
      ip: ctx.ip,
      user_agent: ctx.userAgent?.slice(0, 500) ?? null,
      success,
      reason,
    });
  }

  /** Refuses (and records) an address locked out of this account, or an account locked everywhere. */
  async function assertNotLocked(email: string, ctx: RequestContext) {
    const seconds = await lockout.lockedFor(email, ctx.ip);
    if (seconds === null) return;
    await recordLogin(email, ctx, false, "locked");
    throw tooManyRequests(messages.tooManyAttempts, seconds);
  }

  async function me(userId: number): Promise<MeData> {
    const u = await queries.userById(userId);
    if (!u || blockedReason(u)) throw unauthorized(messages.sessionExpired);
    return {
      user: sessionUser(u),
      role: u.role as SessionUser["role"],
      partner:
        u.partner_id !== null && u.partner_name !== null
          ? { id: u.partner_id, company_name: u.partner_name, status: u.partner_status ?? "active" }
          : null,
      permissions: effectivePermissions(u),
    };
  }

  /** A signed-in session: its tokens, its record and (the first time) its welcome, as one unit. */
  function startSession(u: UserRow, ctx: RequestContext): Promise<LoginData> {
    return uow.run(async () => {
      const tokens = await openSession(u, ctx);
      const now = new Date();
      await db.update(users).set({ last_login_at: now }).where(eq(users.id, u.id));
      await recordLogin(u.email, ctx, true, "ok", u.id);
      if (!u.last_login_at) await notifications.notify([u.id], welcomeNotification(u));
      return {
        ...tokens,
        role: u.role as SessionUser["role"],
        user: sessionUser({ ...u, last_login_at: now }),
        permissions: effectivePermissions(u),
      };
    });
  }

  const twoFactorLogin = createTwoFactorLogin({
    db,
    uow,
    queries,
    lockout,
    twoFactor,
    recordLogin,
    assertNotLocked,
    startSession,
  });

  return {
    ...createAccountService(deps, queries),
    me,
    twoFactor,
    /** The second step of a sign-in with 2FA on (two-factor-login.ts). */
    loginTwoFactor: twoFactorLogin.complete,

    /**
     * Signs in. Its route runs outside a unit of work on purpose: a refused attempt is recorded (it counts toward
     * the lockout) although the request fails, and the password check stays outside any transaction. A successful
     * sign-in writes its session, its record and its welcome notification as one unit.
     */
    async login(input: { email: string; password: string }, ctx: RequestContext): Promise<LoginAnswer> {
      await assertNotLocked(input.email, ctx);
      const u = await queries.userByEmail(input.email);
      const ok = await verifyPassword(u?.password_hash ?? (await getDummyHash()), input.password);
      if (!u || !ok) {
        // The refusal's record, its counts and (once per lock) the owner's mail commit together.
        await uow.run(async () => {
          await recordLogin(input.email, ctx, false, "bad_password", u?.id);
          await lockout.failed(input.email, ctx.ip, u ? { id: u.id, email: u.email, name: u.name } : undefined);
        });
        throw unauthorized(messages.invalidCredentials);
      }
      const blocked = blockedReason(u);
      if (blocked) {
        await recordLogin(input.email, ctx, false, blocked.reason, u.id);
        throw forbidden(blocked.message);
      }
      // With 2FA on, a right password only opens the second step (POST login/2fa/).
      if (u.two_factor_enabled) return uow.run(() => twoFactorLogin.challenge(u, ctx));
      return startSession(u, ctx);
    },

    /**
     * Rotates a refresh token, as one unit. A token used twice revokes its whole family: that revocation commits
     * although the request is refused, so the refusal is thrown only after the unit (its route opts out of the
     * route-level unit for that reason).
     */
    async refresh(token: string, ctx: RequestContext) {
      const outcome = await uow.run(async () => {
        const hash = sha256(token);
        const now = new Date();
        const [claimed] = await db
          .update(refreshTokens)
          .set({ used_at: now })
          .where(
            and(eq(refreshTokens.token_hash, hash), isNull(refreshTokens.used_at), isNull(refreshTokens.revoked_at)),
          )
          .returning();
        if (!claimed) {
          const old = await queries.refreshTokenByHash(hash);
          if (old?.used_at && !old.revoked_at) {
            log.warn({ user_id: old.user_id, family: old.family_id }, "refresh token reused; revoking its family");
            await db
              .update(refreshTokens)
              .set({ revoked_at: now })
              .where(and(eq(refreshTokens.family_id, old.family_id), isNull(refreshTokens.revoked_at)));
            await sessions.markEnded(old.family_id);
          }
          return null;
        }
        if (claimed.expires_at <= now) return null;
        const u = await queries.userById(claimed.user_id);
        if (!u || blockedReason(u)) {
          await db.update(refreshTokens).set({ revoked_at: now }).where(eq(refreshTokens.family_id, claimed.family_id));
          await sessions.markEnded(claimed.family_id);
          return null;
        }
        const expiresAt = refreshExpiry();
        await sessions.touch(claimed.family_id, u.id, ctx, expiresAt);
        return issueTokens(u, claimed.family_id, expiresAt);
      });
      if (!outcome) throw unauthorized(messages.sessionExpired);
      return outcome;
    },

    /** Ends the session this refresh token belongs to; answers whose it was (null for an unknown token). */
    async logout(token: string) {
      const row = await queries.refreshTokenByHash(sha256(token));
      if (!row) return null;
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.family_id, row.family_id), isNull(refreshTokens.revoked_at)));
      await sessions.markEnded(row.family_id);
      const u = await queries.userById(row.user_id);
      return u ? { userId: u.id, role: u.role as SessionUser["role"], partnerId: u.partner_id } : null;
    },

    /** Changes what the body names (name, phone, language, landing page); the rest stays. */
    async updateProfile(userId: number, input: ProfileUpdateBody) {
      const change = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        ...(input.landing_page !== undefined ? { landing_page: input.landing_page } : {}),
      };
      await db
        .update(users)
        .set({ ...change, updated_at: new Date() })
        .where(eq(users.id, userId));
      // A language switch alone is its own entry, naming the language (issue 35), not "updated their profile".
      const languageOnly = Object.keys(change).length === 1 && change.language !== undefined;
      await recordAudit(db, {
        actor_user_id: userId,
        action: languageOnly ? "user.language_change" : "user.profile_update",
        entity: "user",
        entity_id: String(userId),
        details: languageOnly ? { ...change, value: languageName(change.language) } : change,
      });
      return me(userId);
    },

    ...createSessionService(db, sessions),

    /**
     * Changes the password and ends every other session; this one goes on (same session, a fresh token pair, its
     * previous refresh token revoked). A token from before sessions were kept starts a new session instead.
     */
    async changePassword(
      userId: number,
      current: string,
      next: string,
      currentId: string | undefined,
      ctx: RequestContext,
    ) {
      const u = await queries.userById(userId);
      if (!u || blockedReason(u)) throw unauthorized(messages.sessionExpired);
      if (!(await verifyPassword(u.password_hash, current))) {
        throw invalid({ current_password: ["The current password is not correct."] });
      }
      await assertUncommonPassword(next);
      const now = new Date();
      await db
        .update(users)
        .set({ password_hash: await hashPassword(next), updated_at: now })
        .where(eq(users.id, userId));
      await sessions.endOthers(userId, currentId);
      await recordAudit(db, {
        actor_user_id: userId,
        action: "user.password_change",
        entity: "user",
        entity_id: String(userId),
      });
      const expiresAt = refreshExpiry();
      if (currentId && (await sessions.rotate(currentId, userId, ctx, expiresAt))) {
        return issueTokens(u, currentId, expiresAt);
      }
      return openSession(u, ctx);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
