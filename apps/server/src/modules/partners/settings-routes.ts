import { dataEnvelope, errorBody, partnerSettings, partnerSettingsBody, partnerSettingsPaths } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createPartnerSettingsService } from "./settings-service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The partner owner's settings for the whole company (issue 17: two-factor sign-in for every sub-login). */
export const partnerSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createPartnerSettingsService(app.db);

  app.patch(
    partnerSettingsPaths.settings,
    {
      config: {
        access: { partner: "owner", refusal: "Only the partner's own account can change the company's settings." },
      },
      schema: {
        tags: ["partner"],
        summary: "Change the company's settings (the partner's own account only): require two-factor sign-in",
        security: [{ bearer: [] }],
        body: partnerSettingsBody,
        response: { 200: dataEnvelope(partnerSettings), ...errors },
      },
    },
    async (req) => {
      const p = req.partner!;
      return { data: await settings.update(p.partnerId, p.userId, req.body, req.ip) };
    },
  );
};
