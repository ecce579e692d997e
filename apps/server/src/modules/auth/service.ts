import { randomUUID } from "node:crypto";
import type { LoginData, MeData, SessionUser } from "@pp/shared";
import { messages } from "@pp/shared";
import { and, count, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import {
  auditLog,
  countries,
  loginEvents,
  partners,
  passwordResets,
  refreshTokens,
  users,
} from "../../db/schema/index";
import { getDummyHash, hashPassword, randomToken, sha256, verifyPassword } from "../../lib/crypto";
import { AppError, conflict, forbidden, invalid, tooManyRequests, unauthorized } from "../../lib/errors";
import { type Jwt, REFRESH_TTL_DAYS } from "../../lib/jwt";
import type { Mailer } from "../../lib/mailer";
import { isUniqueViolation } from "../../lib/sql";
import type { NotificationService } from "../notifications/service";
import { effectivePermissions } from "./permissions";

export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
}

interface Deps {
  db: Db;
  jwt: Jwt;
  mailer: Mailer;
  notifications: NotificationService;
  config: AppConfig;
  log: FastifyBaseLogger;
}

const RESET_TTL_MS = 60 * 60 * 1000;
const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

async function selectUser(db: Db, where: SQL) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      password_hash: users.password_hash,
      name: users.name,
      phone: users.phone,
      role: users.role,
      partner_id: users.partner_id,
      is_sub_login: users.is_sub_login,
      permissions: users.permissions,
      status: users.status,
      last_login_at: users.last_login_at,
      partner_name: partners.company_name,
      partner_status: partners.status,
    })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partner_id))
    .where(where)
    .limit(1);
  return row;
}
type UserRow = NonNullable<Awaited<ReturnType<typeof selectUser>>>;

function toSessionUser(u: UserRow): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    phone: u.phone,
    role: u.role as SessionUser["role"],
    is_sub_login: u.is_sub_login,
    partner_id: u.partner_id,
    partner_name: u.partner_name,
    last_login_at: u.last_login_at ? u.last_login_at.toISOString() : null,
  };
}

function welcomeNotification(u: UserRow) {
  const partnerSide = u.role === "Partner";
  return {
    kind: "welcome",
    title: "Welcome to Partner Portal",
    body: partnerSide
      ? "Start by adding your students, then shortlist courses and apply. Your profile menu has help whenever you need it."
      : "Keep the Masters up to date and approve new partner registrations from here.",
    link: "/help",
  };
}

export function createAuthService({ db, jwt, mailer, notifications, config, log }: Deps) {
  const findUser = (where: SQL) => selectUser(db, where);

  /** Why this account may not sign in, or null. */
  function blockedReason(u: UserRow): { reason: string; message: string } | null {
    if (u.role === "Partner") {
      if (u.partner_status === "pending") return { reason: "pending", message: messages.awaitingApproval };
      if (u.partner_status === "suspended") return { reason: "suspended", message: messages.partnerSuspended };
      if (u.partner_status === "rejected") return { reason: "rejected", message: messages.partnerRejected };
    }
    if (u.status !== "active") return { reason: "disabled", message: messages.accountDisabled };
    return null;
  }

  async function issueTokens(u: UserRow, familyId: string = randomUUID()) {
    const access = await jwt.sign({ sub: String(u.id), role: u.role as SessionUser["role"], pid: u.partner_id });
    const refresh = randomToken();
    await db.insert(refreshTokens).values({
      user_id: u.id,
      token_hash: sha256(refresh),
      family_id: familyId,
      expires_at: new Date(Date.now() + REFRESH_TTL_DAYS * 86_400_000),
    });
    return { access, refresh };
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

  /** Locks an account for a while after repeated wrong passwords. */
  async function assertNotLocked(email: string) {
    const { failuresPerAccount, lockMinutes } = config.loginRateLimit;
    const since = new Date(Date.now() - lockMinutes * 60_000);
    const [row] = await db
      .select({ n: count(), oldest: sql<string>`min(${loginEvents.created_at})` })
      .from(loginEvents)
      .where(
        and(eq(loginEvents.email, email), eq(loginEvents.reason, "bad_password"), gt(loginEvents.created_at, since)),
      );
    if (row && row.n >= failuresPerAccount) {
      const retryAt = new Date(row.oldest).getTime() + lockMinutes * 60_000;
      throw tooManyRequests(messages.tooManyAttempts, (retryAt - Date.now()) / 1000);
    }
  }

  return {
    async login(input: { email: string; password: string }, ctx: RequestContext): Promise<LoginData> {
      try {
        await assertNotLocked(input.email);
      } catch (err) {
        await recordLogin(input.email, ctx, false, "locked");
        throw err;
      }
      const u = await findUser(sql`lower(${users.email}) = ${input.email}`);
      const ok = await verifyPassword(u?.password_hash ?? (await getDummyHash()), input.password);
      if (!u || !ok) {
        await recordLogin(input.email, ctx, false, "bad_password", u?.id);
        throw unauthorized(messages.invalidCredentials);
      }
      const blocked = blockedReason(u);
      if (blocked) {
        await recordLogin(input.email, ctx, false, blocked.reason, u.id);
        throw forbidden(blocked.message);
      }
      const tokens = await issueTokens(u);
      const now = new Date();
      await db.update(users).set({ last_login_at: now }).where(eq(users.id, u.id));
      await recordLogin(input.email, ctx, true, "ok", u.id);
      if (!u.last_login_at) await notifications.notify([u.id], welcomeNotification(u));
      return {
        ...tokens,
        role: u.role as SessionUser["role"],
        user: toSessionUser({ ...u, last_login_at: now }),
        permissions: effectivePermissions(u),
      };
    },

    /** Rotates a refresh token. A token used twice revokes its whole family. */
    async refresh(token: string) {
      const hash = sha256(token);
      const now = new Date();
      const [claimed] = await db
        .update(refreshTokens)
        .set({ used_at: now })
        .where(and(eq(refreshTokens.token_hash, hash), isNull(refreshTokens.used_at), isNull(refreshTokens.revoked_at)))
        .returning();
      if (!claimed) {
        const [old] = await db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash)).limit(1);
        if (old?.used_at && !old.revoked_at) {
          log.warn({ user_id: old.user_id, family: old.family_id }, "refresh token reused; revoking its family");
          await db
            .update(refreshTokens)
            .set({ revoked_at: now })
            .where(and(eq(refreshTokens.family_id, old.family_id), isNull(refreshTokens.revoked_at)));
        }
        throw unauthorized(messages.sessionExpired);
      }
      if (claimed.expires_at <= now) throw unauthorized(messages.sessionExpired);
      const u = await findUser(eq(users.id, claimed.user_id));
      if (!u || blockedReason(u)) {
        await db.update(refreshTokens).set({ revoked_at: now }).where(eq(refreshTokens.family_id, claimed.family_id));
        throw unauthorized(messages.sessionExpired);
      }
      return issueTokens(u, claimed.family_id);
    },

    async logout(token: string) {
      const [row] = await db
        .select({ family_id: refreshTokens.family_id })
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, sha256(token)))
        .limit(1);
      if (!row) return;
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.family_id, row.family_id), isNull(refreshTokens.revoked_at)));
    },

    async me(userId: number): Promise<MeData> {
      const u = await findUser(eq(users.id, userId));
      if (!u || blockedReason(u)) throw unauthorized(messages.sessionExpired);
      return {
        user: toSessionUser(u),
        role: u.role as SessionUser["role"],
        partner:
          u.partner_id !== null && u.partner_name !== null
            ? { id: u.partner_id, company_name: u.partner_name, status: u.partner_status ?? "active" }
            : null,
        permissions: effectivePermissions(u),
      };
    },

    async updateProfile(userId: number, input: { name: string; phone?: string | null | undefined }) {
      await db
        .update(users)
        .set({ name: input.name, ...(input.phone !== undefined ? { phone: input.phone } : {}), updated_at: new Date() })
        .where(eq(users.id, userId));
      await db.insert(auditLog).values({
        actor_user_id: userId,
        action: "user.profile_update",
        entity: "user",
        entity_id: String(userId),
        details: { name: input.name, phone: input.phone ?? null },
      });
      return this.me(userId);
    },

    /** Changes the password, ends every other session, and hands back a fresh pair for this one. */
    async changePassword(userId: number, current: string, next: string) {
      const u = await findUser(eq(users.id, userId));
      if (!u || blockedReason(u)) throw unauthorized(messages.sessionExpired);
      if (!(await verifyPassword(u.password_hash, current))) {
        throw invalid({ current_password: ["The current password is not correct."] });
      }
      const now = new Date();
      await db
        .update(users)
        .set({ password_hash: await hashPassword(next), updated_at: now })
        .where(eq(users.id, userId));
      await db
        .update(refreshTokens)
        .set({ revoked_at: now })
        .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
      await db.insert(auditLog).values({
        actor_user_id: userId,
        action: "user.password_change",
        entity: "user",
        entity_id: String(userId),
      });
      return issueTokens(u);
    },

    async signup(
      input: {
        full_name: string;
        company_name: string;
        email: string;
        password: string;
        country_id: number;
      },
      ctx: RequestContext,
    ) {
      const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country_id));
      if (!country) throw invalid({ country_id: ["Choose a country from the list."] });
      const existing = await findUser(sql`lower(${users.email}) = ${input.email}`);
      if (existing) throw conflict(messages.emailTaken, { email: [messages.emailTaken] });
      const password_hash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [partner] = await tx
            .insert(partners)
            .values({
              company_name: input.company_name,
              country_id: input.country_id,
              contact_name: input.full_name,
              contact_email: input.email,
              status: "pending",
            })
            .returning({ id: partners.id });
          if (!partner) throw new Error("partner insert returned nothing");
          const [user] = await tx
            .insert(users)
            .values({
              email: input.email,
              password_hash,
              name: input.full_name,
              role: "Partner",
              partner_id: partner.id,
            })
            .returning({ id: users.id });
          await tx.insert(auditLog).values({
            actor_user_id: user?.id ?? null,
            partner_id: partner.id,
            action: "partner.signup",
            entity: "partner",
            entity_id: String(partner.id),
            details: { company_name: input.company_name },
            ip: ctx.ip,
          });
          return { partner_id: partner.id, status: "pending" as const };
        });
      } catch (err) {
        // A concurrent sign-up with the same e-mail loses on the unique index.
        if (isUniqueViolation(err)) throw conflict(messages.emailTaken, { email: [messages.emailTaken] });
        throw err;
      }
    },

    async requestPasswordReset(email: string) {
      const u = await findUser(sql`lower(${users.email}) = ${email}`);
      if (!u) {
        log.info({ email }, "password reset requested for an unknown email");
        return;
      }
      await this.sendPasswordLink(u, "reset");
    },

    /** A single-use link to choose a password: a reset (valid one hour) or a sub-login's invitation (72 hours). */
    async sendPasswordLink(u: { id: number; email: string; name: string }, kind: "reset" | "invite", inviter?: string) {
      const token = randomToken();
      const ttl = kind === "invite" ? INVITE_TTL_MS : RESET_TTL_MS;
      await db.insert(passwordResets).values({
        user_id: u.id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + ttl),
      });
      const link = `${config.publicUrl}/authentication/reset-password/confirm?token=${token}`;
      const text =
        kind === "reset"
          ? [
              `Hello ${u.name},`,
              "",
              "We received a request to reset the password of your Partner Portal account.",
              "Open this link within one hour to choose a new password:",
              link,
              "",
              "If you did not ask for this, you can ignore this email; your password stays as it is.",
            ]
          : [
              `Hello ${u.name},`,
              "",
              `${inviter ?? "Your agency"} has given you an account on Partner Portal (${u.email}).`,
              "Open this link within 72 hours to choose your password and sign in:",
              link,
            ];
      await mailer.send({
        to: u.email,
        subject: kind === "reset" ? "Reset your Partner Portal password" : "Your Partner Portal account",
        text: text.join("\n"),
      });
    },

    async confirmPasswordReset(token: string, password: string) {
      const now = new Date();
      const [claimed] = await db
        .update(passwordResets)
        .set({ used_at: now })
        .where(
          and(
            eq(passwordResets.token_hash, sha256(token)),
            isNull(passwordResets.used_at),
            gt(passwordResets.expires_at, now),
          ),
        )
        .returning({ user_id: passwordResets.user_id });
      if (!claimed) throw new AppError(400, messages.resetInvalid, { token: [messages.resetInvalid] });
      const password_hash = await hashPassword(password);
      await db.update(users).set({ password_hash, updated_at: now }).where(eq(users.id, claimed.user_id));
      await db
        .update(refreshTokens)
        .set({ revoked_at: now })
        .where(and(eq(refreshTokens.user_id, claimed.user_id), isNull(refreshTokens.revoked_at)));
      await db.insert(auditLog).values({
        actor_user_id: claimed.user_id,
        action: "user.password_reset",
        entity: "user",
        entity_id: String(claimed.user_id),
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
