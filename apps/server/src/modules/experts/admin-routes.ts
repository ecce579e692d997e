import { randomUUID } from "node:crypto";
import {
  dataEnvelope,
  expertBody,
  expertFormOptions,
  expertItem,
  expertPatchBody,
  idParams,
  meetingConfirmBody,
  meetingDeclineBody,
  meetingItem,
  messageBody,
} from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors";
import { sniffDocumentType } from "../../lib/storage";
import { readUpload } from "../../lib/uploads";
import { createDecisionService } from "./decisions-service";
import { adminActor, errors, security, tags } from "./http";
import { createMeetingQueries } from "./meeting-queries";
import { createExpertQueries } from "./queries";
import { createExpertService } from "./service";

const PHOTO_TOO_LARGE = "The photo is too large (at most 2 MB).";

/** The Superadmin's side: keeping the experts directory and deciding meeting requests (registered by routes.ts). */
export const expertAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const experts = createExpertQueries(app.db);
  const meetings = createMeetingQueries(app.db, app.config.publicUrl);
  const service = createExpertService(app.db, experts);
  const decisions = createDecisionService(app.db, app.notifications, meetings);

  // ------------------------------------------------------------ Superadmin: the directory

  app.get(
    "/admin/experts/options/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "The form's choices: every provider, active country and region",
        security,
        response: { 200: dataEnvelope(expertFormOptions), ...errors },
      },
    },
    async () => ({ data: await experts.formOptions() }),
  );

  app.post(
    "/admin/experts/",
    {
      config: { access: { superadmin: true } },
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
      return reply.code(201).send({ data: await experts.expertItem(id, true) });
    },
  );

  app.patch(
    "/admin/experts/:id/",
    {
      config: { access: { superadmin: true } },
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
      return { data: await experts.expertItem(req.params.id, true) };
    },
  );

  app.delete(
    "/admin/experts/:id/",
    {
      config: { access: { superadmin: true } },
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
      config: { access: { superadmin: true }, upload: { types: ["image/jpeg", "image/png"] } },
      schema: {
        tags,
        summary: "Set the expert's photo (multipart field `file`: JPG or PNG up to 2 MB)",
        security,
        params: idParams,
        response: { 201: dataEnvelope(expertItem), ...errors },
      },
    },
    async (req, reply) => {
      await experts.expertRow(req.params.id, false);
      let data: Buffer;
      try {
        const { file } = await readUpload(req);
        if (!file) throw new AppError(400, "Choose a photo to upload.", { file: ["Choose a photo to upload."] });
        data = file.data;
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
      return reply.code(201).send({ data: await experts.expertItem(req.params.id, true) });
    },
  );

  app.delete(
    "/admin/experts/:id/photo/",
    {
      config: { access: { superadmin: true } },
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
      return { data: await experts.expertItem(req.params.id, true) };
    },
  );

  // ------------------------------------------------------------ Superadmin: deciding requests

  app.post(
    "/admin/meetings/:id/confirm/",
    {
      config: { access: { superadmin: true } },
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
      await decisions.confirmMeeting(actor, req.params.id, req.body);
      return { data: await meetings.meetingItem(actor, req.params.id) };
    },
  );

  app.post(
    "/admin/meetings/:id/decline/",
    {
      config: { access: { superadmin: true } },
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
      await decisions.declineMeeting(actor, req.params.id, req.body.reason);
      return { data: await meetings.meetingItem(actor, req.params.id) };
    },
  );
};
