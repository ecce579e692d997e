import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { API_DESCRIPTION, apiKeySecurityScheme, webhookDocs, withKeyScope } from "./openapi-integrations";

/**
 * OpenAPI generated from the route schemas, served at /api/docs (3.1, for its `webhooks`): the routes with the
 * scope an API key needs for each, the webhook events with their bodies, and a quick start (issue 19).
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Partner Portal API", version: "0.1.0", description: API_DESCRIPTION },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          apiKey: apiKeySecurityScheme,
        },
      },
      // Plain JSON (headers and JSON Schemas): typed loosely here, checked by the document test.
      webhooks: webhookDocs() as never,
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const schema = out.schema as Record<string, unknown>;
      return { ...out, schema: withKeyScope(schema, input.url, input.route.config?.access) as typeof out.schema };
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
});
