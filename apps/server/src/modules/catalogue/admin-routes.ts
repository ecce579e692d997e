import multipart from "@fastify/multipart";
import {
  adminCatalogueQuery,
  courseBody,
  dataEnvelope,
  errorBody,
  idParams,
  importPreview,
  listEnvelope,
  patchOf,
  providerBody,
} from "@pp/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import { pageEnvelope } from "../../lib/paging";
import { readUpload } from "../../lib/uploads";
import { upcomingIntakes } from "../deadlines/rules";
import { createAdminCatalogueQueries } from "./admin-queries";
import { type Actor, createAdminCatalogueService } from "./admin-service";
import { IMPORT_MAX_BYTES, ImportFileError, importTemplate, readRows } from "./course-import";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];
const item = z.record(z.string(), z.unknown());
const upcomingIntake = z.object({ id: z.number(), name: z.string(), month: z.number(), year: z.number() });
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The Superadmin's catalogue (issue 5): providers and courses, create/edit/deactivate, and the course import. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  const queries = createAdminCatalogueQueries(app.db);
  const service = createAdminCatalogueService(app.db, app.catalogueCounts, queries);
  const who = (req: FastifyRequest): Actor => ({ userId: req.caller?.userId ?? null, ip: req.ip });

  // Providers -------------------------------------------------------------------------------------------------
  app.get(
    "/admin/providers/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Providers, active or not, with search and filters",
        security,
        querystring: adminCatalogueQuery,
        response: { 200: listEnvelope(item), ...errors },
      },
    },
    async (req) => {
      const r = await queries.providers(req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );

  app.post(
    "/admin/providers/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Create a provider",
        security,
        body: providerBody,
        response: { 201: dataEnvelope(item), ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.createProvider(req.body, who(req)) }),
  );

  app.patch(
    "/admin/providers/:id/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Edit or (de)activate a provider",
        security,
        params: idParams,
        body: patchOf(providerBody),
        response: { 200: dataEnvelope(item), ...errors },
      },
    },
    async (req) => ({ data: await service.updateProvider(req.params.id, req.body, who(req)) }),
  );

  // Courses ---------------------------------------------------------------------------------------------------
  app.get(
    "/admin/courses/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Courses, active or not, with search and filters",
        security,
        querystring: adminCatalogueQuery,
        response: { 200: listEnvelope(item), ...errors },
      },
    },
    async (req) => {
      const r = await queries.courses(req.query);
      return pageEnvelope(req, app.config.publicUrl, req.query, r.count, r.items);
    },
  );

  app.post(
    "/admin/courses/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Create a course",
        security,
        body: courseBody,
        response: { 201: dataEnvelope(item), ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.createCourse(req.body, who(req)) }),
  );

  app.get(
    "/admin/courses/:id/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "One course, active or not, with its requirements and application deadlines",
        security,
        params: idParams,
        response: { 200: dataEnvelope(item), ...errors },
      },
    },
    async (req) => ({ data: await queries.course(req.params.id) }),
  );

  app.get(
    "/admin/upcoming-intakes/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Every active intake not yet started: what a course's application deadlines are set for (issue 36)",
        security,
        response: { 200: dataEnvelope(z.array(upcomingIntake)), ...errors },
      },
    },
    async () => ({ data: await upcomingIntakes(app.db) }),
  );

  app.patch(
    "/admin/courses/:id/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "Edit or (de)activate a course",
        security,
        params: idParams,
        body: patchOf(courseBody),
        response: { 200: dataEnvelope(item), ...errors },
      },
    },
    async (req) => ({ data: await service.updateCourse(req.params.id, req.body, who(req)) }),
  );

  // Import ----------------------------------------------------------------------------------------------------
  app.get(
    "/admin/courses/import/template/",
    {
      config: { access: { superadmin: true } },
      schema: {
        tags,
        summary: "The course import template (CSV or XLSX) with its columns and one example row",
        security,
        querystring: z.object({ format: z.enum(["csv", "xlsx"], { error: "format is csv or xlsx." }).default("csv") }),
      },
    },
    async (req, reply) => {
      const file = await importTemplate(req.query.format);
      const type = req.query.format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE;
      return reply
        .header("content-type", type)
        .header("content-disposition", `attachment; filename="course-import-template.${req.query.format}"`)
        .send(file);
    },
  );

  app.post(
    "/admin/courses/import/",
    {
      config: { access: { superadmin: true }, upload: { types: ["text/csv", XLSX_TYPE] } },
      schema: {
        tags,
        summary:
          "Import courses from CSV or XLSX (multipart field `file`): `?commit=false` previews each row's errors; `?commit=true` imports all rows or none",
        security,
        querystring: z.object({
          commit: z.enum(["true", "false"], { error: "commit is true or false." }).default("false"),
        }),
        response: { 200: importPreview, 201: importPreview, ...errors },
      },
    },
    async (req, reply) => {
      const { file } = await readUpload(req);
      if (!file) throw new AppError(400, "Choose a CSV or XLSX file.", { file: ["Choose a CSV or XLSX file."] });
      let records: Record<string, string>[];
      try {
        records = await readRows(file.data);
      } catch (err) {
        if (err instanceof ImportFileError) throw new AppError(400, err.message, { file: [err.message] });
        throw err;
      }
      const result = await service.importCourses(records, req.query.commit === "true", file.name, who(req));
      return result.committed ? reply.code(201).send(result) : result;
    },
  );
};
