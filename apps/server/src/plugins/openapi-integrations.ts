import { WEBHOOK_PAYLOADS, webhookBody } from "@pp/shared";
import { z } from "zod";
import { ANY_SCOPE, keyNeed } from "../modules/api-keys/scopes";
import { DEFAULT_RETRY_SECONDS } from "../modules/webhooks/retry";
import type { Access } from "./access";

/**
 * What the OpenAPI document says to other systems (issue 19): the quick start, the API key scheme with each route's
 * scope, and the webhooks with their payloads and signature. The scopes come from the table the server enforces
 * (modules/api-keys/scopes.ts) and the payloads from the schemas the webhook tests check deliveries against.
 */
export const API_DESCRIPTION = `The API behind the Partner Portal.

## Quick start for integrations

1. In the portal, the partner's own account opens **Company settings → Integrations** and creates an API key with the
   scopes it needs. The key (\`pp_live_…\`) is shown once: keep it in your system's secret store.
2. Call the partner routes with it:

\`\`\`sh
curl -H "Authorization: Bearer pp_live_…" "https://portal.example.com/api/partner/students/?page_size=25"
\`\`\`

Each route below says which scope a key needs (\`x-api-key-scope\`); without it the answer is 403, and a revoked or
expired key gets 401. Each key may make ${600} requests a minute by default, counted across all servers; every answer
carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`, and a 429 says when to try again.

## Webhooks

Register an endpoint (\`POST /api/partner/webhooks/\`, or in Integrations) for the events you want; its signing secret
(\`whsec_…\`) is answered once. Each event is a \`POST\` of JSON \`{type, timestamp, data}\` with three headers:
\`webhook-id\` (the same on every retry: use it to ignore duplicates), \`webhook-timestamp\` (Unix seconds) and
\`webhook-signature\` (\`v1,\` and the base64 HMAC-SHA256 of \`id.timestamp.body\` under the secret's bytes; after a
rotation two signatures, space separated). Verify it in Node with \`node:crypto\` only:

\`\`\`js
import { createHmac, timingSafeEqual } from "node:crypto";
function verify(secret, headers, rawBody) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signed = \`\${headers["webhook-id"]}.\${headers["webhook-timestamp"]}.\${rawBody}\`;
  const expected = Buffer.from(createHmac("sha256", key).update(signed).digest("base64"));
  return headers["webhook-signature"].split(" ").some((s) => {
    const given = Buffer.from(s.slice(3));
    return s.startsWith("v1,") && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
\`\`\`

Answer 2xx within 10 seconds. Anything else is retried after ${DEFAULT_RETRY_SECONDS.slice(0, 4).join(" s, ")} s and on,
growing to every 4 hours, for 24 hours; an endpoint failing for 24 hours is turned off and the partner's owner told by
mail. Endpoints must be \`https\` on port 443 or 8443 and resolve only to public internet addresses (checked when
registered and again as each delivery connects).`;

export const apiKeySecurityScheme = {
  type: "http",
  scheme: "bearer",
  bearerFormat: "pp_live_…",
  description: "A partner's API key (Company settings → Integrations). Each route says the scope it needs.",
} as const;

type Schema = Record<string, unknown> & { security?: unknown[] };

/** A route's document with the API key beside the person's token when keys may call it, and its scope. */
export function withKeyScope(schema: Schema, url: string, access: Access | undefined): Schema {
  if (!url.startsWith("/api/partner/")) return schema;
  const need = keyNeed(access);
  if (!need) return { ...schema, "x-api-key-scope": "none (a person's token only)" };
  const scope = need === ANY_SCOPE ? "any" : need;
  return {
    ...schema,
    security: [...(schema.security ?? [{ bearer: [] }]), { apiKey: scope === "any" ? [] : [scope] }],
    "x-api-key-scope": scope,
  };
}

const header = (h: { name: string; description: string }) => ({
  ...h,
  in: "header",
  required: true,
  schema: { type: "string" },
});

/** OpenAPI 3.1 `webhooks`: each event type, its body and the signature headers. */
export function webhookDocs() {
  return Object.fromEntries(
    (Object.keys(WEBHOOK_PAYLOADS) as (keyof typeof WEBHOOK_PAYLOADS)[]).map((type) => [
      type,
      {
        post: {
          summary: `The ${type} event`,
          tags: ["webhooks"],
          parameters: [
            header({ name: "webhook-id", description: "The event's id, the same on every retry and redelivery." }),
            header({ name: "webhook-timestamp", description: "When this attempt was signed, in Unix seconds." }),
            header({
              name: "webhook-signature",
              description: "v1, and the base64 HMAC-SHA256 of id.timestamp.body; one per secret.",
            }),
          ],
          requestBody: {
            required: true,
            content: { "application/json": { schema: z.toJSONSchema(webhookBody(type), { unrepresentable: "any" }) } },
          },
          responses: { "200": { description: "Any 2xx within 10 seconds counts as delivered." } },
        },
      },
    ]),
  );
}
