import { createHmac, randomBytes } from "node:crypto";

/** A new signing secret: `whsec_` and 32 random bytes in base64 (the Standard Webhooks form). */
export const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** A new event id, the `webhook-id` header: `msg_` and 18 random bytes. */
export const newEventId = () => `msg_${randomBytes(18).toString("base64url")}`;

/**
 * `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the secret's bytes (what follows `whsec_`, base64
 * decoded). Several secrets (a rotation) give several signatures, separated by spaces.
 */
export function signatures(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
      return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
    })
    .join(" ");
}
