import {
  applicationDetail,
  dataEnvelope,
  errorBody,
  SHORTLIST_MAX,
  shortlistAddBody,
  shortlistApplyBody,
  shortlistItem,
} from "@pp/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { auditLog, countries, courses, educationProviders, shortlists, studyLevels } from "../../db/schema/index";
import { conflict, invalid, notFound } from "../../lib/errors";
import type { PartnerContext } from "../../plugins/partner-context";
import { createApplicationService } from "./applications-service";
import { courseColumns, toCourse } from "./catalogue-routes";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];

/** The course shortlist (the spec's header cart made real): each user keeps their own. */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const canView = app.requirePermission("courses.view");

  /** Shortlist changes go to the audit log like every other change (issue 5). */
  const audit = (ctx: PartnerContext, action: string, courseId: number, ip: string) =>
    db.insert(auditLog).values({
      actor_user_id: ctx.userId,
      partner_id: ctx.partnerId,
      action,
      entity: "course",
      entity_id: String(courseId),
      details: { after: { shortlisted: action === "shortlist.add" } },
      ip,
    });

  const list = async (ctx: PartnerContext) =>
    (
      await db
        .select({ ...courseColumns, added_at: shortlists.created_at })
        .from(shortlists)
        .innerJoin(courses, eq(courses.id, shortlists.course_id))
        .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
        .innerJoin(countries, eq(countries.id, educationProviders.country_id))
        .innerJoin(studyLevels, eq(studyLevels.id, courses.study_level_id))
        .where(and(eq(shortlists.user_id, ctx.userId), eq(shortlists.partner_id, ctx.partnerId)))
        .orderBy(desc(shortlists.created_at), desc(shortlists.id))
    ).map((r) => ({ ...toCourse(r), added_at: r.added_at.toISOString() }));

  app.get(
    "/partner/shortlist/",
    {
      onRequest: app.partnerOnly,
      preHandler: canView,
      schema: {
        tags: ["shortlist"],
        summary: "My shortlisted courses",
        security,
        response: { 200: dataEnvelope(z.array(shortlistItem)), ...errors },
      },
    },
    async (req) => ({ data: await list(req.partner!) }),
  );

  app.post(
    "/partner/shortlist/",
    {
      onRequest: app.partnerOnly,
      preHandler: canView,
      schema: {
        tags: ["shortlist"],
        summary: "Add a course to my shortlist",
        security,
        body: shortlistAddBody,
        response: { 201: dataEnvelope(z.array(shortlistItem)), ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.partner!;
      const [course] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, req.body.course_id), eq(courses.is_active, true)));
      if (!course) throw invalid({ course_id: ["Choose a course from the catalogue."] });
      const [n] = await db.select({ n: count() }).from(shortlists).where(eq(shortlists.user_id, ctx.userId));
      const [already] = await db
        .select({ id: shortlists.id })
        .from(shortlists)
        .where(and(eq(shortlists.user_id, ctx.userId), eq(shortlists.course_id, course.id)));
      if (already) throw conflict("This course is already on your shortlist.");
      if ((n?.n ?? 0) >= SHORTLIST_MAX)
        throw conflict(`Your shortlist holds at most ${SHORTLIST_MAX} courses; remove one first.`);
      await db.insert(shortlists).values({ partner_id: ctx.partnerId, user_id: ctx.userId, course_id: course.id });
      await audit(ctx, "shortlist.add", course.id, req.ip);
      return reply.status(201).send({ data: await list(ctx) });
    },
  );

  app.delete(
    "/partner/shortlist/:courseId/",
    {
      onRequest: app.partnerOnly,
      preHandler: canView,
      schema: {
        tags: ["shortlist"],
        summary: "Remove a course from my shortlist",
        security,
        params: z.object({ courseId: z.coerce.number({ error: "The course id must be a number." }).int().positive() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.partner!;
      const gone = await db
        .delete(shortlists)
        .where(and(eq(shortlists.user_id, ctx.userId), eq(shortlists.course_id, req.params.courseId)))
        .returning({ id: shortlists.id });
      if (gone.length === 0) throw notFound("That course is not on your shortlist.");
      await audit(ctx, "shortlist.remove", req.params.courseId, req.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/partner/shortlist/apply/",
    {
      onRequest: app.partnerOnly,
      preHandler: app.requirePermission("applications.manage"),
      schema: {
        tags: ["shortlist"],
        summary: "Apply for a student to shortlisted courses: creates Draft applications",
        security,
        body: shortlistApplyBody,
        response: { 201: dataEnvelope(z.array(applicationDetail)), ...errors },
      },
    },
    async (req, reply) => {
      const ctx = req.partner!;
      // All or nothing: one bad item leaves no application behind.
      const created = await db.transaction(async (tx) => {
        const service = createApplicationService(tx as unknown as Db, app.notifications);
        const out = [];
        for (const item of req.body.items) {
          out.push(await service.create(ctx, { student_id: req.body.student_id, ...item }, req.ip));
          await tx
            .delete(shortlists)
            .where(and(eq(shortlists.user_id, ctx.userId), eq(shortlists.course_id, item.course_id)));
        }
        return out;
      });
      return reply.status(201).send({ data: created });
    },
  );
};
