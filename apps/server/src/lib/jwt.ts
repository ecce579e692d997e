import { errors as joseErrors, jwtVerify, SignJWT } from "jose";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS = 30;

export interface AccessClaims {
  sub: string;
  role: "Partner" | "Superadmin";
  pid: number | null;
}

export function createJwt(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: AccessClaims, ttlSeconds = ACCESS_TTL_SECONDS, now = Math.floor(Date.now() / 1000)) {
      return new SignJWT({ role: claims.role, pid: claims.pid })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.sub)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    /** Returns the claims, or "expired" / "invalid". */
    async verify(token: string): Promise<AccessClaims | "expired" | "invalid"> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        if (typeof payload.sub !== "string") return "invalid";
        return {
          sub: payload.sub,
          role: payload.role as AccessClaims["role"],
          pid: (payload.pid as number | null) ?? null,
        };
      } catch (err) {
        return err instanceof joseErrors.JWTExpired ? "expired" : "invalid";
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
