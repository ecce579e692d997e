import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import {
  dataEnvelope,
  EXPERT_PHOTO_MAX_BYTES,
  errorBody,
  expertBody,
  expertFilterOptions,
  expertFormOptions,
  expertItem,
  expertListQuery,
  expertPatchBody,
  idParams,
  listEnvelope,
  meetingConfirmBody,
  meetingCounts,
  meetingDeclineBody,
  meetingItem,
  meetingListQuery,
  meetingRequestBody,
  messageBody,
} from "@pp/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import { pageEnvelope } from "../../lib/paging";
import { sniffDocumentType } from "../../lib/storage";
import { createExpertService, type ExpertActor } from "./service";

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
};
const security = [{ bearer: [] }];
const tags = ["experts"];
const meetingList = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.object({ data: z.array(meetingItem), counts: meetingCounts }),
});

const PHOTO_TOO_LARGE = "The photo is too large (at most 2 MB).";

/**
 * University Expert (issue 6): the directory of provider representatives and meeting requests.
 * Partner side under /partner/experts/ and /partner/meetings/ (its own partner's meetings; sub-logins need
 * experts.view); the Superadmin keeps the directory and decides requests under /admin/experts/ and /admin/meetings/.
 */
export const expertRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: EXPERT_PHOTO_MAX_BYTES, files: 1, fields: 2 },
    throwFileSizeLimit: true,
  });
  const service = createExpertService(app.db, app.notifications, app.config.publicUrl);
  // Both checks run before the body is validated, so a caller without the right answers 403 whatever it sent.
  const partnerSide = { onRequest: [...app.partnerOnly, app.requirePermission("experts.view")] };
  const adminSide = app.superadminOnly;
  const partnerActor = (req: FastifyRequest): ExpertActor & { partnerId: number } => ({
    userId: req.partner!.userId,
    partnerId: req.partner!.partnerId,
    ip: req.ip,
  });
  const adminActor = (req: FastifyRequest): ExpertActor => ({
    userId: req.caller!.userId,
    partnerId: null,
    ip: req.ip,
  });

  // ------------------------------------------------------------ the directory (both sides)

  for (const side of ["partner", "admin"] as const) {
    const hooks = side === "partner" ? partnerSide : adminSide;
    const admin = side === "admin";

    app.get(
      `/${side}/experts/`,
      {
        ...hooks,
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
        const r = await service.listExperts(req.query, admin);
        return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
      },
    );

    app.get(
      `/${side}/experts/:id/`,
      {
        ...hooks,
        schema: {
          tags,
          summary: admin ? "One expert" : "One active expert",
          security,
          params: idParams,
          response: { 200: dataEnvelope(expertItem), ...errors },
        },
      },
      async (req) => ({ data: await service.expertItem(req.params.id, admin) }),
    );

    app.get(
      `/${side}/meetings/`,
      {
        ...hooks,
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
        const r = await service.listMeetings(actor, req.query);
        return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items, { counts: r.counts });
      },
    );

    app.get(
      `/${side}/meetings/:id/`,
      {
        ...hooks,
        schema: {
          tags,
          summary: "One meeting request",
          security,
          params: idParams,
          response: { 200: dataEnvelope(meetingItem), ...errors },
        },
      },
      async (req) => ({ data: await service.meetingItem(admin ? adminActor(req) : partnerActor(req), req.params.id) }),
    );

    app.get(
      `/${side}/meetings/:id/ics/`,
      {
        ...hooks,
        schema: {
          tags,
          summary: "The confirmed meeting as a calendar file (text/calendar, meeting-<id>.ics)",
          security,
          params: idParams,
        },
      },
      async (req, reply) => {
        const { text, filename } = await service.ics(admin ? adminActor(req) : partnerActor(req), req.params.id);
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
      ...partnerSide,
      schema: {
        tags,
        summary: "The filter choices: providers, countries, regions and languages the active experts cover",
        security,
        response: { 200: dataEnvelope(expertFilterOptions), ...errors },
      },
    },
    async () => ({ data: await service.filterOptions() }),
  );

  app.get(
    "/partner/experts/:id/photo/",
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The expert's photo (any signed-in user)", security, params: idParams },
    },
    async (req, reply) => {
      const { e } = await service.expertRow(req.params.id, false);
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
      ...partnerSide,
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
      return reply.code(201).send({ data: await service.meetingItem(actor, id) });
    },
  );

  app.post(
    "/partner/meetings/:id/cancel/",
    {
      ...partnerSide,
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
      return { data: await service.meetingItem(actor, req.params.id) };
    },
  );

  // ------------------------------------------------------------ Superadmin: the directory

  app.get(
    "/admin/experts/options/",
    {
      ...adminSide,
      schema: {
        tags,
        summary: "The form's choices: every provider, active country and region",
        security,
        response: { 200: dataEnvelope(expertFormOptions), ...errors },
      },
    },
    async () => ({ data: await service.formOptions() }),
  );

  app.post(
    "/admin/experts/",
    {
      ...adminSide,
      schema: {
        tags,
        summary: "Add an expert",
        security,
        body: expertBody,
        response: { 201: dataEnvelope(expertItem), ...errors },
      },
    },
    async (req, reply) => {
      const id = await service.createExpert(adminActor(req), req.body);
      return reply.code(201).send({ data: await service.expertItem(id, true) });
    },
  );

  app.patch(
    "/admin/experts/:id/",
    {
      ...adminSide,
      schema: {
        tags,
        summary: "Edit an expert, or (de)activate with is_active",
        security,
        params: idParams,
        body: expertPatchBody,
        response: { 200: dataEnvelope(expertItem), ...errors },
      },
    },
    async (req) => {
      await service.updateExpert(adminActor(req), req.params.id, req.body);
      return { data: await service.expertItem(req.params.id, true) };
    },
  );

  app.delete(
    "/admin/experts/:id/",
    {
      ...adminSide,
      schema: {
        tags,
        summary: "Delete an expert without meeting requests (409 otherwise: deactivate instead)",
        security,
        params: idParams,
        response: { 200: messageBody, ...errors },
      },
    },
    async (req) => {
      const photo = await service.deleteExpert(adminActor(req), req.params.id);
      if (photo) await app.storage.remove(photo).catch(() => undefined);
      return { message: "Expert deleted." };
    },
  );

  app.post(
    "/admin/experts/:id/photo/",
    {
      ...adminSide,
      schema: {
        tags,
        summary: "Set the expert's photo (multipart field `file`: JPG or PNG up to 2 MB)",
        security,
        params: idParams,
        response: { 201: dataEnvelope(expertItem), ...errors },
      },
    },
    async (req, reply) => {
      await service.expertRow(req.params.id, false);
      const part = await req.file();
      if (!part) throw new AppError(400, "Choose a photo to upload.", { file: ["Choose a photo to upload."] });
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw new AppError(413, PHOTO_TOO_LARGE, { file: [PHOTO_TOO_LARGE] });
        throw err;
      }
      if (data.length === 0) throw new AppError(400, "The file is empty.", { file: ["Choose a photo to upload."] });
      const kind = sniffDocumentType(data);
      if (!kind || kind.type === "application/pdf") {
        throw new AppError(415, "A photo is a JPG or PNG image; this file is neither.", {
          file: ["Upload a JPG or PNG image."],
        });
      }
      const key = `experts/${req.params.id}/${randomUUID()}.${kind.ext}`;
      await app.storage.put(key, data);
      const old = await service.setPhoto(adminActor(req), req.params.id, { key, type: kind.type });
      if (old) await app.storage.remove(old).catch(() => undefined);
      return reply.code(201).send({ data: await service.expertItem(req.params.id, true) });
    },
  );

  app.delete(
    "/admin/experts/:id/photo/",
    {
      ...adminSide,
      schema: {
        tags,
        summary: "Remove the expert's photo (the screens show initials)",
        security,
        params: idParams,
        response: { 200: dataEnvelope(expertItem), ...errors },
      },
    },
    async (req) => {
      const old = await service.setPhoto(adminActor(req), req.params.id, null);
      if (old) await app.storage.remove(old).catch(() => undefined);
      return { data: await service.expertItem(req.params.id, true) };
    },
  );

  // ------------------------------------------------------------ Superadmin: deciding requests

  app.post(
    "/admin/meetings/:id/confirm/",
    {
      ...adminSide,
      schema: {
        tags,
        summary: "Confirm one of the three preferred times (slot_index 0-2) with an optional note; both sides hear",
        security,
        params: idParams,
        body: meetingConfirmBody,
        response: { 200: dataEnvelope(meetingItem), ...errors },
      },
    },
    async (req) => {
      const actor = adminActor(req);
      await service.confirmMeeting(actor, req.params.id, req.body);
      return { data: await service.meetingItem(actor, req.params.id) };
    },
  );

  app.post(
    "/admin/meetings/:id/decline/",
    {
      ...adminSide,
      schema: {
        tags,
        summary: "Decline the request with a reason; the partner hears",
        security,
        params: idParams,
        body: meetingDeclineBody,
        response: { 200: dataEnvelope(meetingItem), ...errors },
      },
    },
    async (req) => {
      const actor = adminActor(req);
      await service.declineMeeting(actor, req.params.id, req.body.reason);
      return { data: await service.meetingItem(actor, req.params.id) };
    },
  );
};
