import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import type { UploadForm } from "../lib/uploads";
import { API_DESCRIPTION, apiKeySecurityScheme, webhookDocs, withKeyScope } from "./openapi-integrations";

/** An upload route's form as its request body: its text fields and the `file` with the types it accepts. */
const formSchema = (upload: UploadForm) => ({
  body: (upload.fields ?? z.object({})).extend({ file: z.file().mime([...upload.types]) }),
  consumes: ["multipart/form-data"],
});

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
      const upload = input.route.config?.upload;
      const out = jsonSchemaTransform(
        upload ? { ...input, schema: { ...input.schema, ...formSchema(upload) } } : input,
      );
      const schema = out.schema as Record<string, unknown>;
      return { ...out, schema: withKeyScope(schema, input.url, input.route.config?.access) as typeof out.schema };
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
});
