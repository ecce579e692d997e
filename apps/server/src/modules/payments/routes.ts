import multipart from "@fastify/multipart";
import {
  commissionAdminMoveBody,
  commissionClaimFields,
  commissionDetail,
  commissionDisputeBody,
  commissionItem,
  commissionListQuery,
  commissionSummary,
  DOCUMENT_MAX_BYTES,
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
} from "@pp/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, fieldsMessage } from "../../lib/errors";
import { pageEnvelope } from "../../lib/paging";
import { DOCUMENT_TYPES } from "../../lib/storage";
import { attachmentHeader, storeDocumentUpload } from "../../lib/uploads";
import type { Access } from "../../plugins/access";
import { createCommissionQueries } from "./queries";
import { type CommissionActor, createCommissionService } from "./service";

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
const tags = ["payments"];
const summaryQuery = commissionListQuery.omit({ page: true, page_size: true });

/**
 * Update Payment Status (issue 6): commission records per enrolled application. Partners (payments.view) follow
 * theirs under /partner/payments/, claim with an invoice and dispute; the Superadmin moves them under /admin/payments/.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  const queries = createCommissionQueries(app.db);
  const service = createCommissionService(app.db, app.notifications, queries);
  // Keys read commissions (payments:read) but never claim or dispute one: that is a person's decision.
  const partnerSide = { partner: "payments.view" } as const;
  const adminSide: Access = { superadmin: true };
  const partnerActor = (req: FastifyRequest) => ({
    userId: req.partner!.userId,
    partnerId: req.partner!.partnerId,
    ip: req.ip,
  });
  const adminActor = (req: FastifyRequest): CommissionActor => ({
    userId: req.caller!.userId,
    partnerId: null,
    ip: req.ip,
  });

  for (const side of ["partner", "admin"] as const) {
    const access: Access = side === "partner" ? partnerSide : adminSide;
    const actor = side === "partner" ? partnerActor : adminActor;
    app.get(
      `/${side}/payments/`,
      {
        config: { access },
        schema: {
          tags,
          summary:
            side === "partner"
              ? "The partner's commission records, newest first, with filters"
              : "Every partner's commission records, with filters",
          security,
          querystring: commissionListQuery,
          response: { 200: listEnvelope(commissionItem), ...errors },
        },
      },
      async (req) => {
        const r = await queries.list(actor(req), req.query);
        return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
      },
    );

    app.get(
      `/${side}/payments/summary/`,
      {
        config: { access },
        schema: {
          tags,
          summary: "Expected against received per currency, the count per status and the overdue claims",
          security,
          querystring: summaryQuery,
          response: { 200: dataEnvelope(commissionSummary), ...errors },
        },
      },
      async (req) => ({ data: await queries.summary(actor(req), req.query) }),
    );

    app.get(
      `/${side}/payments/:id/`,
      {
        config: { access },
        schema: {
          tags,
          summary: "One commission record with its history and what the caller can do next",
          security,
          params: idParams,
          response: { 200: dataEnvelope(commissionDetail), ...errors },
        },
      },
      async (req) => ({ data: await queries.detail(actor(req), req.params.id) }),
    );

    app.get(
      `/${side}/payments/:id/invoice/`,
      {
        config: { access },
        schema: { tags, summary: "Download the claim's invoice", security, params: idParams },
      },
      async (req, reply) => sendInvoice(reply, await queries.invoice(actor(req), req.params.id)),
    );
  }

  async function sendInvoice(reply: FastifyReply, f: { key: string; name: string; type: string }) {
    const { stream, size } = await app.storage.get(f.key);
    return reply
      .header("content-type", f.type)
      .header("content-length", size)
      .header("content-disposition", attachmentHeader(f.name))
      .send(stream);
  }

  app.post(
    "/partner/payments/:id/claim/",
    {
      config: {
        access: { ...partnerSide, keys: false },
        version: { table: "commissions", what: "commission record", partnerColumn: "partner_id" },
        upload: { types: DOCUMENT_TYPES, fields: commissionClaimFields },
      },
      schema: {
        tags,
        summary:
          "Claim an eligible commission: multipart with `invoice_number` (and an optional `note`) before the invoice `file` (PDF, JPG or PNG)",
        security,
        params: idParams,
        response: { 200: dataEnvelope(commissionDetail), ...errors },
      },
    },
    async (req) => {
      const who = partnerActor(req);
      // 404 for another partner's record and 409 for a wrong status come before the upload is stored.
      await service.assertClaimable(who, req.params.id);
      let fields: { invoice_number: string; note?: string | null } | undefined;
      const file = await storeDocumentUpload(req, app.storage, `invoices/${who.partnerId}`, (raw) => {
        const parsed = commissionClaimFields.safeParse(raw);
        if (!parsed.success) {
          const problems: Record<string, string[]> = {};
          for (const i of parsed.error.issues) problems[String(i.path[0])] ??= [i.message];
          throw new AppError(400, fieldsMessage(Object.keys(problems).length), problems);
        }
        fields = parsed.data;
      });
      // A refused claim rolls its unit of work back, and with it the invoice file (lib/storage.ts).
      return { data: await service.claim(who, req.params.id, fields!, file) };
    },
  );

  app.post(
    "/partner/payments/:id/dispute/",
    {
      config: {
        access: { ...partnerSide, keys: false },
        version: { table: "commissions", what: "commission record", partnerColumn: "partner_id" },
      },
      schema: {
        tags,
        summary: "Dispute an approved or paid commission, with the reason",
        security,
        params: idParams,
        body: commissionDisputeBody,
        response: { 200: dataEnvelope(commissionDetail), ...errors },
      },
    },
    async (req) => ({ data: await service.dispute(partnerActor(req), req.params.id, req.body.reason) }),
  );

  app.post(
    "/admin/payments/:id/status/",
    {
      config: { access: { superadmin: true }, version: { table: "commissions", what: "commission record" } },
      schema: {
        tags,
        summary:
          "Move a commission: Eligible, Approved, Paid (with the received amount and date), Disputed or On hold (with a reason), or back from them",
        security,
        params: idParams,
        body: commissionAdminMoveBody,
        response: { 200: dataEnvelope(commissionDetail), ...errors },
      },
    },
    async (req) => ({ data: await service.adminMove(adminActor(req), req.params.id, req.body) }),
  );
};
