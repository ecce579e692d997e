import multipart from "@fastify/multipart";
import {
  dataEnvelope,
  EXPERT_PHOTO_MAX_BYTES,
  expertFilterOptions,
  expertItem,
  expertListQuery,
  idParams,
  listEnvelope,
  meetingItem,
  meetingListQuery,
  meetingRequestBody,
} from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors";
import { pageEnvelope } from "../../lib/paging";
import type { Access } from "../../plugins/access";
import { expertAdminRoutes } from "./admin-routes";
import { adminActor, errors, meetingList, partnerActor, security, tags } from "./http";
import { createMeetingQueries } from "./meeting-queries";
import { createMeetingService } from "./meetings-service";
import { createExpertQueries } from "./queries";

/**
 * University Expert (issue 6): the directory of provider representatives and meeting requests.
 * Partner side under /partner/experts/ and /partner/meetings/ (its own partner's meetings; sub-logins need
 * experts.view); the Superadmin keeps the directory and decides requests under /admin/experts/ and /admin/meetings/
 * (admin-routes.ts, registered here so it shares the multipart parser).
 */
export const expertRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: EXPERT_PHOTO_MAX_BYTES, files: 1, fields: 2 },
    throwFileSizeLimit: true,
  });
  const experts = createExpertQueries(app.db);
  const meetings = createMeetingQueries(app.db, app.config.publicUrl);
  const service = createMeetingService(app.db, app.notifications, experts, meetings);
  // Both checks run before the body is validated, so a caller without the right answers 403 whatever it sent.
  const partnerSide: Access = { partner: "experts.view" };
  const adminSide: Access = { superadmin: true };

  // ------------------------------------------------------------ the directory (both sides)

  for (const side of ["partner", "admin"] as const) {
    const access = side === "partner" ? partnerSide : adminSide;
    const admin = side === "admin";

    app.get(
      `/${side}/experts/`,
      {
        config: { access },
        schema: {
          tags,
          summary: admin
            ? "Every expert, inactive ones too (status=active|inactive|all), with their meeting counts"
            : "The active experts: search (name, provider, e-mail), provider, country, region and language filters",
          security,
          querystring: expertListQuery,
          response: { 200: listEnvelope(expertItem), ...errors },
        },
      },
      async (req) => {
        const r = await experts.listExperts(req.query, admin);
        return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
      },
    );

    app.get(
      `/${side}/experts/:id/`,
      {
        config: { access },
        schema: {
          tags,
          summary: admin ? "One expert" : "One active expert",
          security,
          params: idParams,
          response: { 200: dataEnvelope(expertItem), ...errors },
        },
      },
      async (req) => ({ data: await experts.expertItem(req.params.id, admin) }),
    );

    app.get(
      `/${side}/meetings/`,
      {
        config: { access },
        schema: {
          tags,
          summary: admin
            ? "Every meeting request (status, expert and partner filters) with a count per status"
            : "The partner's meeting requests (status and expert filters) with a count per status",
          security,
          querystring: meetingListQuery,
          response: { 200: meetingList, ...errors },
        },
      },
      async (req) => {
        const actor = admin ? adminActor(req) : partnerActor(req);
        const r = await meetings.listMeetings(actor, req.query);
        return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items, { counts: r.counts });
      },
    );

    app.get(
      `/${side}/meetings/:id/`,
      {
        config: { access },
        schema: {
          tags,
          summary: "One meeting request",
          security,
          params: idParams,
          response: { 200: dataEnvelope(meetingItem), ...errors },
        },
      },
      async (req) => ({ data: await meetings.meetingItem(admin ? adminActor(req) : partnerActor(req), req.params.id) }),
    );

    app.get(
      `/${side}/meetings/:id/ics/`,
      {
        config: { access },
        schema: {
          tags,
          summary: "The confirmed meeting as a calendar file (text/calendar, meeting-<id>.ics)",
          security,
          params: idParams,
        },
      },
      async (req, reply) => {
        const { text, filename } = await meetings.ics(admin ? adminActor(req) : partnerActor(req), req.params.id);
        return reply
          .header("content-type", "text/calendar; charset=utf-8")
          .header("content-disposition", `attachment; filename="${filename}"`)
          .header("cache-control", "no-store")
          .send(text);
      },
    );
  }

  app.get(
    "/partner/experts/filters/",
    {
      config: { access: partnerSide },
      schema: {
        tags,
        summary: "The filter choices: providers, countries, regions and languages the active experts cover",
        security,
        response: { 200: dataEnvelope(expertFilterOptions), ...errors },
      },
    },
    async () => ({ data: await experts.filterOptions() }),
  );

  app.get(
    "/partner/experts/:id/photo/",
    {
      config: { access: { signedIn: true } },
      schema: { tags, summary: "The expert's photo (any signed-in user)", security, params: idParams },
    },
    async (req, reply) => {
      const { e } = await experts.expertRow(req.params.id, false);
      if (!e.photo_storage_key || !e.photo_content_type) throw new AppError(404, "This expert has no photo.");
      const { stream, size } = await app.storage.get(e.photo_storage_key);
      return reply
        .header("content-type", e.photo_content_type)
        .header("content-length", size)
        .header("cache-control", "private, max-age=3600")
        .send(stream);
    },
  );

  // ------------------------------------------------------------ partner: meetings

  app.post(
    "/partner/experts/:id/meetings/",
    {
      config: { access: partnerSide },
      schema: {
        tags,
        summary: "Ask to meet an expert: topic, optional student, duration, three preferred times, message",
        security,
        params: idParams,
        body: meetingRequestBody,
        response: { 201: dataEnvelope(meetingItem), ...errors },
      },
    },
    async (req, reply) => {
      const actor = partnerActor(req);
      const id = await service.requestMeeting(actor, req.params.id, req.body);
      return reply.code(201).send({ data: await meetings.meetingItem(actor, id) });
    },
  );

  app.post(
    "/partner/meetings/:id/cancel/",
    {
      config: { access: partnerSide },
      schema: {
        tags,
        summary: "Cancel a request, or a confirmed meeting that is still ahead",
        security,
        params: idParams,
        response: { 200: dataEnvelope(meetingItem), ...errors },
      },
    },
    async (req) => {
      const actor = partnerActor(req);
      await service.cancelMeeting(actor, req.params.id);
      return { data: await meetings.meetingItem(actor, req.params.id) };
    },
  );

  await app.register(expertAdminRoutes);
};
