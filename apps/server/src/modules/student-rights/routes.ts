import { dataEnvelope, errorBody, idParams, studentErasure, studentErasureBody } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createErasure } from "./erase";

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  // A refusal for applications in progress names them.
  409: errorBody.extend({ active_applications: z.array(z.number().int()).optional() }),
};

/** The student's rights (issue 37): erasure by the partner's owner. */
export const studentRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const erasure = createErasure(app.db, app.storage);

  app.post(
    "/partner/students/:id/erase/",
    {
      // The owner only, never a key: it cannot be undone.
      config: { access: { partner: "owner", keys: false } },
      schema: {
        tags: ["students"],
        summary:
          "Erase a student's personal data everywhere; applications and commissions stay, pseudonymised (the owner only)",
        description:
          "Refused (409, with `active_applications`) while an application is in an active status, unless " +
          "`withdraw_active_applications` is true. Sends the webhook `student.erased`.",
        security: [{ bearer: [] }],
        params: idParams,
        body: studentErasureBody,
        response: { 200: dataEnvelope(studentErasure), ...errors },
      },
    },
    async (req) => {
      const ctx = req.partner!;
      const result = await erasure.erase(
        ctx,
        req.params.id,
        { withdraw: req.body.withdraw_active_applications },
        req.ip,
      );
      await app.notifications.event(ctx.partnerId, "student.erased", {
        student_id: result.student_id,
        withdrawn_applications: result.withdrawn_applications,
        erased_at: new Date().toISOString(),
      });
      return { data: result };
    },
  );
};
