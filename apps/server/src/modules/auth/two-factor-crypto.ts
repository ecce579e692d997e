import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { sha256 } from "../../lib/crypto";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
export const TOTP_PERIOD = 30;
const ISSUER = "Partner Portal";
const VERSION = "v1";

/** The key that encrypts TOTP secrets at rest: HKDF-SHA256 of the server's JWT secret (the instances share it). */
export function twoFactorKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", jwtSecret, "partner-portal", "two-factor secret v1", 32));
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("unknown two-factor secret format");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

const totp = (secret: string, label = "") =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, base32) and the otpauth:// address its QR code carries. */
export function newTotpSecret(email: string) {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauth_url: totp(secret, email).toString() };
}

/**
 * The 30-second step a 6-digit code belongs to, when it is right within one step either side of now and later than
 * `lastStep` (a code once accepted is never accepted again); else null.
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  if (!secret || !/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / TOTP_PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

// No 0/o, 1/l/i: codes are read off paper.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

/** Ten single-use recovery codes such as "k7m2-q9xp" (about 80 bits each). */
export const newRecoveryCodes = () => Array.from({ length: 10 }, () => `${group()}-${group()}`);

/** How a recovery code is stored and looked up: lower case, without spaces or dashes, hashed. */
export const recoveryCodeHash = (code: string) => sha256(code.toLowerCase().replace(/[\s-]/g, ""));

/** A 6-digit code goes to the app's check, anything else is tried as a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ""));
