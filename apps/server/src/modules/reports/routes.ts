import {
  dataEnvelope,
  errorBody,
  idParams,
  listEnvelope,
  pageQuery,
  REPORT_KINDS,
  type ReportFormat,
  reportCount,
  reportFormatQuery,
  reportJob,
} from "@pp/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { conflict, gone } from "../../lib/errors";
import { pageEnvelope } from "../../lib/paging";
import { attachmentHeader } from "../../lib/uploads";
import type { Access } from "../../plugins/access";
import { requestLanguage } from "../../plugins/errors";
import { recordRead } from "../read-log/service";
import { EXPORT_KEEP_DAYS } from "./export-sweep";
import { jobView } from "./export-worker";
import type { ReportJobs } from "./jobs";
import { createReportQueries } from "./queries";
import { REPORT_SOURCES } from "./sources";
import { CONTENT_TYPES, exportStream, reportFileName } from "./writers";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];
const tags = ["reports"];

/** Only the filters that were given, as strings: what a job keeps to run the same export later. */
const filtersOf = (q: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([k, v]) => v !== undefined && v !== null && v !== "" && k !== "format" && k !== "background")
      .map(([k, v]) => [k, String(v)]),
  );

/**
 * Export Reports (issue 6): `/partner/reports/{students|applications|payments|sublogins}/?format=csv|xlsx` with
 * the list's filters. Up to `reportSyncLimit` rows stream straight back; more run as a background job whose
 * file waits under `/partner/reports/jobs/` (a `reports.export` job on the queue; the owner may cancel it). Each report needs reports.export and the permission to see its data.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const queries = createReportQueries(db);
  const jobs = app.reportJobs;
  const limit = app.config.reportSyncLimit;
  const partner = (req: FastifyRequest) => req.partner!;

  for (const kind of REPORT_KINDS) {
    const source = REPORT_SOURCES[kind];
    // An export needs reports.export and the permission to see its data; keys never export.
    const access: Access = { partner: "reports.export", also: source.permission };

    app.get(
      `/partner/reports/${kind}/count/`,
      {
        config: { access },
        schema: {
          tags,
          summary: `How many ${kind} rows the export would have with these filters, and whether it runs in the background`,
          security,
          querystring: source.query,
          response: { 200: dataEnvelope(reportCount), ...errors },
        },
      },
      async (req) => {
        const n = await source.count(db, partner(req).partnerId, req.query as never);
        return { data: { count: n, background: n > limit, limit } };
      },
    );

    app.get(
      `/partner/reports/${kind}/`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Export ${kind} as CSV or XLSX with the list's filters: streamed, or 202 with a background job above the limit`,
          security,
          querystring: source.query.extend(reportFormatQuery.shape),
          response: { 202: dataEnvelope(reportJob), ...errors },
        },
      },
      async (req, reply) => {
        const ctx = partner(req);
        const { format, background, ...q } = req.query as Record<string, unknown> & {
          format: ReportFormat;
          background?: string;
        };
        const n = await source.count(db, ctx.partnerId, q as never);
        // Who saw what (issue 37): an export of students' personal data is recorded once, with its filters.
        if (kind !== "sublogins") {
          await recordRead(db, {
            partnerId: ctx.partnerId,
            studentId: null,
            userId: ctx.userId,
            what: "export",
            detail: { report: kind, format, rows: n, filters: filtersOf(q) },
            ip: req.ip,
          });
        }
        // The file is written in the reader's language: their setting, else the request's Accept-Language.
        const language = await requestLanguage(req, db);
        if (n > limit || background === "true") {
          const job = await jobs.enqueue({
            partnerId: ctx.partnerId,
            userId: ctx.userId,
            kind,
            format,
            filters: filtersOf(q),
            total: n,
            language,
          });
          return reply.code(202).send({ data: job });
        }
        const stream = exportStream(source, format, language, (reader) =>
          source.batches(db, ctx.partnerId, q as never, reader),
        );
        stream.on("error", (err) => req.log.error({ err }, "report stream failed"));
        return reply
          .header("content-type", CONTENT_TYPES[format])
          .header("content-disposition", attachmentHeader(reportFileName(kind, format)))
          .header("cache-control", "no-store")
          .header("x-total-rows", String(n))
          .send(stream as never); // a stream is piped as it is, never serialised
      },
    );
  }

  const jobAccess: Access = { partner: "reports.export" };
  app.get(
    "/partner/reports/jobs/",
    {
      config: { access: jobAccess },
      schema: {
        tags,
        summary: "The caller's background exports, newest first, with progress and download links",
        security,
        querystring: pageQuery,
        response: { 200: listEnvelope(reportJob), ...errors },
      },
    },
    async (req) => {
      const r = await queries.jobs(partner(req), req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.rows.map(jobView));
    },
  );

  app.get(
    "/partner/reports/jobs/:id/",
    {
      config: { access: jobAccess },
      schema: {
        tags,
        summary: "One background export with its progress",
        security,
        params: idParams,
        response: { 200: dataEnvelope(reportJob), ...errors },
      },
    },
    async (req) => ({ data: jobView(await queries.ownJob(partner(req), req.params.id)) }),
  );

  app.post(
    "/partner/reports/jobs/:id/cancel/",
    {
      config: { access: jobAccess },
      schema: {
        tags,
        summary: "Cancel one of the caller's queued or running exports: it stops at its next batch, its file removed",
        security,
        params: idParams,
        response: { 200: dataEnvelope(reportJob), ...errors },
      },
    },
    async (req) => ({ data: await jobs.cancel(partner(req), req.params.id, req.ip) }),
  );

  app.get(
    "/partner/reports/jobs/:id/download/",
    {
      config: { access: jobAccess },
      schema: { tags, summary: "Download a finished background export", security, params: idParams },
    },
    async (req, reply) => {
      const j = await queries.ownJob(partner(req), req.params.id);
      if (j.status === "done" && !j.storage_key)
        throw gone(`This export's file was removed after ${EXPORT_KEEP_DAYS} days; run it again.`);
      if (j.status !== "done" || !j.storage_key)
        throw conflict(j.status === "failed" ? "This export failed; run it again." : "This export is not ready yet.");
      const { stream, size } = await app.storage.get(j.storage_key);
      return reply
        .header("content-type", CONTENT_TYPES[j.format as ReportFormat] ?? "application/zip")
        .header("content-length", size)
        .header("content-disposition", attachmentHeader(j.file_name ?? `export.${j.format}`))
        .send(stream);
    },
  );
};

declare module "fastify" {
  interface FastifyInstance {
    reportJobs: ReportJobs;
  }
}
