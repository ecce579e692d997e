import { dataEnvelope, errorBody, idParams, reportJob, studentErasure, studentErasureBody } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordAudit } from "../audit/service";
import { recordRead } from "../read-log/service";
import { ACCESS_FORMAT, ACCESS_KIND, accessEntries } from "./access";
import { createErasure } from "./erase";

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  // A refusal for applications in progress names them.
  409: errorBody.extend({ active_applications: z.array(z.number().int()).optional() }),
};

/** The student's rights (issue 37): access (everything held, as a ZIP) and erasure, by the partner's owner. */
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

  app.post(
    "/partner/students/:id/access-export/",
    {
      // The owner only, never a key: the archive holds everything about the student, documents included.
      config: { access: { partner: "owner", keys: false } },
      schema: {
        tags: ["students"],
        summary:
          "Export everything held about a student (profile, applications, messages, tickets, documents, read log) as a ZIP (the owner only)",
        description:
          "Made by the queue with progress like a background export (`GET partner/reports/jobs/{id}/`); the file " +
          "downloads from `download_url` for 7 days.",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 202: dataEnvelope(reportJob), ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.partner!;
      const id = req.params.id;
      const total = await accessEntries(app.db, ctx, id);
      const job = await app.reportJobs.enqueue({
        partnerId: ctx.partnerId,
        userId: ctx.userId,
        kind: ACCESS_KIND,
        format: ACCESS_FORMAT,
        filters: { student_id: String(id) },
        total,
        language: "en",
      });
      // Who saw what: an export of one student's data is recorded against them (decision 055).
      await recordRead(app.db, {
        partnerId: ctx.partnerId,
        studentId: id,
        userId: ctx.userId,
        what: "export",
        detail: { report: "student", format: ACCESS_FORMAT, files: total - 1 },
        ip: req.ip,
      });
      await recordAudit(app.db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "student.access_export",
        entity: "student",
        entity_id: String(id),
        details: { job_id: job.id, files: total - 1 },
        ip: req.ip,
      });
      return reply.code(202).send({ data: job });
    },
  );
};
