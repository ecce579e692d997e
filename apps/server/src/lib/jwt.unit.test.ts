import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { type AccessClaims, createJwt } from "./jwt";

// jose stays a devDependency for this file only: it signed every token before decision 019, and proves the format.
const SECRET = "test-secret-that-is-long-enough-for-hs256-signing";
const jwt = createJwt(SECRET);
const key = new TextEncoder().encode(SECRET);
const now = () => Math.floor(Date.now() / 1000);
const partner: AccessClaims = { sub: "42", role: "Partner", pid: 7 };

/** A token as the server signed it with jose before the change. */
function joseSign(claims: AccessClaims, ttl = 900, iat = now()) {
  return new SignJWT({ role: claims.role, pid: claims.pid })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(key);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
/** Any header and payload, correctly signed with `secret` (HMAC-SHA256 whatever the header says). */
function handSign(header: unknown, payload: unknown, secret = SECRET) {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac("sha256", secret).update(input).digest("base64url")}`;
}
const validPayload = () => ({ role: "Partner", pid: 7, sub: "42", iat: now(), exp: now() + 900 });
const HS256 = { alg: "HS256", typ: "JWT" };

describe("access tokens (node:crypto HS256)", () => {
  it("verifies what it signs, synchronously", () => {
    expect(jwt.verify(jwt.sign(partner))).toEqual(partner);
    const admin: AccessClaims = { sub: "1", role: "Superadmin", pid: null };
    expect(jwt.verify(jwt.sign(admin))).toEqual(admin);
  });

  it("signs byte for byte what jose signed", async () => {
    const iat = now();
    expect(jwt.sign(partner, 900, iat)).toBe(await joseSign(partner, 900, iat));
  });

  it("accepts a token signed by jose", async () => {
    expect(jwt.verify(await joseSign(partner))).toEqual(partner);
  });

  it("signs tokens that jose accepts", async () => {
    const { payload, protectedHeader } = await jwtVerify(jwt.sign(partner), key, { algorithms: ["HS256"] });
    expect(protectedHeader).toEqual({ alg: "HS256", typ: "JWT" });
    expect(payload).toMatchObject({ sub: "42", role: "Partner", pid: 7 });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(900);
  });

  it("says expired once exp is reached, as jose did", async () => {
    const iat = now() - 1000;
    expect(jwt.verify(jwt.sign(partner, 60, iat))).toBe("expired");
    expect(jwt.verify(await joseSign(partner, 60, iat))).toBe("expired");
    const token = jwt.sign(partner, 60, 1_000);
    expect(jwt.verify(token, 1_059)).toEqual(partner);
    expect(jwt.verify(token, 1_060)).toBe("expired");
  });

  it("refuses a tampered payload", () => {
    const [h, , s] = jwt.sign(partner).split(".");
    const forged = `${h}.${b64({ ...validPayload(), role: "Superadmin", pid: null })}.${s}`;
    expect(jwt.verify(forged)).toBe("invalid");
  });

  it("refuses a tampered signature, including another spelling of the same bytes", () => {
    const token = jwt.sign(partner);
    const last = token.at(-1);
    expect(jwt.verify(`${token.slice(0, -1)}${last === "A" ? "B" : "A"}`)).toBe("invalid");
    expect(jwt.verify(`${token.slice(0, -1)}`)).toBe("invalid");
    expect(jwt.verify(`${token}A`)).toBe("invalid");
    // 32 bytes take 43 characters; the last carries 2 spare bits that a lenient decoder ignores.
    const sig = token.split(".")[2] ?? "";
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const i = alphabet.indexOf(sig.at(-1) ?? "");
    const sibling = alphabet[i ^ 1] ?? "";
    expect(Buffer.from(`${sig.slice(0, -1)}${sibling}`, "base64url")).toEqual(Buffer.from(sig, "base64url"));
    expect(jwt.verify(`${token.slice(0, -1)}${sibling}`)).toBe("invalid");
  });

  it("refuses alg none and other algorithms", () => {
    const unsigned = `${b64({ alg: "none", typ: "JWT" })}.${b64(validPayload())}.`;
    expect(jwt.verify(unsigned)).toBe("invalid");
    expect(jwt.verify(`${b64({ alg: "none" })}.${b64(validPayload())}`)).toBe("invalid");
    // Signed with the right key, but the header names another algorithm.
    expect(jwt.verify(handSign({ alg: "HS512", typ: "JWT" }, validPayload()))).toBe("invalid");
    expect(jwt.verify(handSign({ alg: "RS256", typ: "JWT" }, validPayload()))).toBe("invalid");
    expect(jwt.verify(handSign({ typ: "JWT" }, validPayload()))).toBe("invalid");
    expect(jwt.verify(handSign({ ...HS256, crit: ["b64"], b64: false }, validPayload()))).toBe("invalid");
    expect(jwt.verify(handSign({ alg: "HS256", typ: "JWE" }, validPayload()))).toBe("invalid");
    // The same rules, correctly applied: a hand-signed standard token passes.
    expect(jwt.verify(handSign(HS256, validPayload()))).toEqual(partner);
    expect(jwt.verify(handSign({ alg: "HS256" }, validPayload()))).toEqual(partner);
  });

  it("refuses a token signed with another secret", async () => {
    const other = createJwt("another-secret-another-secret-another-secret");
    expect(jwt.verify(other.sign(partner))).toBe("invalid");
    expect(other.verify(jwt.sign(partner))).toBe("invalid");
    expect(jwt.verify(handSign(HS256, validPayload(), "wrong-secret-wrong-secret-wrong-secret"))).toBe("invalid");
  });

  it("refuses missing or malformed claims", () => {
    const with_ = (changes: Record<string, unknown>) => handSign(HS256, { ...validPayload(), ...changes });
    expect(jwt.verify(with_({ sub: 42 }))).toBe("invalid");
    expect(jwt.verify(with_({ sub: null }))).toBe("invalid");
    expect(jwt.verify(with_({ sub: "" }))).toBe("invalid");
    expect(jwt.verify(with_({ sub: undefined }))).toBe("invalid");
    expect(jwt.verify(with_({ exp: undefined }))).toBe("invalid");
    expect(jwt.verify(with_({ exp: "9999999999" }))).toBe("invalid");
    expect(jwt.verify(with_({ iat: "now" }))).toBe("invalid");
    expect(jwt.verify(with_({ nbf: now() + 600 }))).toBe("invalid");
    expect(jwt.verify(with_({ role: "Owner" }))).toBe("invalid");
    expect(jwt.verify(with_({ pid: "7" }))).toBe("invalid");
    expect(jwt.verify(with_({ pid: 1.5 }))).toBe("invalid");
    expect(jwt.verify(with_({ pid: undefined }))).toEqual({ ...partner, pid: null });
    expect(jwt.verify(handSign(HS256, ["not", "an", "object"]))).toBe("invalid");
    expect(jwt.verify(handSign(HS256, null))).toBe("invalid");
  });

  it("refuses garbage", () => {
    const payloadNotJson = (() => {
      const input = `${b64(HS256)}.${Buffer.from("{not json").toString("base64url")}`;
      return `${input}.${createHmac("sha256", SECRET).update(input).digest("base64url")}`;
    })();
    for (const token of [
      "",
      ".",
      "..",
      "a.b.c",
      "not a token",
      "a.b.c.d",
      `${jwt.sign(partner)}.`,
      `${jwt.sign(partner).replace(".", ".=")}`,
      payloadNotJson,
      "x".repeat(10_000),
    ]) {
      expect(jwt.verify(token), token.slice(0, 40)).toBe("invalid");
    }
  });

  it("a token verified before is still refused once it has expired, and a tampered copy is not taken for it", () => {
    const now = Math.floor(Date.now() / 1000);
    const token = jwt.sign(partner, 60, now);
    expect(jwt.verify(token, now)).toMatchObject({ sub: partner.sub });
    expect(jwt.verify(token, now + 30)).toMatchObject({ sub: partner.sub });
    expect(jwt.verify(token, now + 60)).toBe("expired");
    expect(jwt.verify(`${token.slice(0, -2)}AA`, now)).toBe("invalid");
  });
});
