import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import { LRUCache } from "lru-cache";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS = 30;

export interface AccessClaims {
  sub: string;
  role: "Partner" | "Superadmin";
  pid: number | null;
  /**
   * Set when the token was issued to someone who must set up two-factor sign-in first (issue 17): such a token
   * opens only the set-up routes until the database says it is done (plugins/auth.ts). Absent otherwise.
   */
  tfs?: true;
  /**
   * The session (sessions.id, the refresh-token family) this token was issued to. Every token the server issues
   * names one; plugins/auth.ts refuses a token without it (401), so none skips the session's checks.
   */
  sid?: string;
}

const ROLES: readonly string[] = ["Partner", "Superadmin"] satisfies AccessClaims["role"][];
// The protected header every access token carries, exactly as jose wrote it before (decision 019).
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");
const BASE64URL = /^[A-Za-z0-9_-]+$/;
// Fastify refuses request headers past 16 KB; nothing we sign comes near this.
const MAX_TOKEN_LENGTH = 4096;

const b64json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function parseSegment(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isNumericDate = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * HS256 access tokens with node:crypto, synchronously (jose's WebCrypto HMAC was asynchronous and cost about 8% of
 * the CPU of a hot read). Same compact format and rules as before: a token is accepted only with a header of
 * alg HS256 (typ JWT or absent, no `crit`), a valid signature, a non-empty string `sub`, a numeric `exp` in the
 * future (`exp <= now` is "expired", as jose decided), numeric `iat`/`nbf` when present, a known role and a
 * numeric or null `pid`. Anything else is "invalid".
 */
export function createJwt(secret: string) {
  const key: KeyObject = createSecretKey(Buffer.from(secret, "utf8"));
  const mac = (signingInput: string) => createHmac("sha256", key).update(signingInput).digest("base64url");
  // Tokens already verified, with their expiry: a user's requests carry the same token for its 15 minutes, so its
  // HMAC and parsing run once per instance (issue 16). Only verified tokens enter; expiry is still checked each time.
  const verified = new LRUCache<string, { claims: AccessClaims; exp: number }>({ max: 10_000 });

  return {
    sign(claims: AccessClaims, ttlSeconds = ACCESS_TTL_SECONDS, now = Math.floor(Date.now() / 1000)): string {
      // Claim order as jose's SignJWT wrote it, so a token is byte for byte what it was.
      const payload = b64json({
        role: claims.role,
        pid: claims.pid,
        sub: claims.sub,
        ...(claims.tfs ? { tfs: true } : {}),
        ...(claims.sid ? { sid: claims.sid } : {}),
        iat: now,
        exp: now + ttlSeconds,
      });
      const signingInput = `${HEADER}.${payload}`;
      return `${signingInput}.${mac(signingInput)}`;
    },
    /** Returns the claims, or "expired" / "invalid". Synchronous. */
    verify(token: string, now = Math.floor(Date.now() / 1000)): AccessClaims | "expired" | "invalid" {
      if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return "invalid";
      const known = verified.get(token);
      if (known) return known.exp <= now ? "expired" : known.claims;
      const parts = token.split(".");
      if (parts.length !== 3) return "invalid";
      const [header, payload, signature] = parts as [string, string, string];
      if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return "invalid";

      // The signature first: nothing of a forged token is parsed. Comparing the canonical encodings refuses the
      // alternative spellings a lenient base64url decoder would accept.
      const expected = Buffer.from(mac(`${header}.${payload}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";

      const h = parseSegment(header);
      if (h?.alg !== "HS256" || (h.typ !== undefined && h.typ !== "JWT") || h.crit !== undefined) return "invalid";
      const p = parseSegment(payload);
      if (!p) return "invalid";
      if (typeof p.sub !== "string" || p.sub === "") return "invalid";
      if (!isNumericDate(p.exp)) return "invalid";
      if (p.iat !== undefined && !isNumericDate(p.iat)) return "invalid";
      if (p.nbf !== undefined && (!isNumericDate(p.nbf) || p.nbf > now)) return "invalid";
      if (typeof p.role !== "string" || !ROLES.includes(p.role)) return "invalid";
      const pid = p.pid ?? null;
      if (pid !== null && !Number.isSafeInteger(pid)) return "invalid";
      if (p.exp <= now) return "expired";
      const claims: AccessClaims = { sub: p.sub, role: p.role as AccessClaims["role"], pid: pid as number | null };
      if (p.tfs === true) claims.tfs = true;
      if (typeof p.sid === "string" && p.sid !== "") claims.sid = p.sid;
      verified.set(token, { claims, exp: p.exp });
      return claims;
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
