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
import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditLog, countries, courses, educationProviders, studyLevels } from "../../db/schema/index";
import { AppError, conflict, invalid, notFound } from "../../lib/errors";
import { offsetOf, pageEnvelope } from "../../lib/paging";
import { containsPattern, isUniqueViolation } from "../../lib/sql";
import { checkRows, IMPORT_MAX_BYTES, ImportFileError, importTemplate, readRows } from "./course-import";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody };
const security = [{ bearer: [] }];
const tags = ["admin"];
const plain = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
const item = z.record(z.string(), z.unknown());

/** The Superadmin's catalogue (issue 5): providers and courses, create/edit/deactivate, and the course import. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  const db = app.db;
  const adminOnly = app.superadminOnly;
  const changed = () => app.catalogueCounts.clear();
  const audit = (req: FastifyRequest, action: string, entity: string, id: number, details: object) =>
    db.insert(auditLog).values({
      actor_user_id: req.caller?.userId ?? null,
      action,
      entity,
      entity_id: String(id),
      details,
      ip: req.ip,
    });

  const providerRow = async (id: number) => {
    const [r] = await db
      .select({ p: educationProviders, country_name: countries.name })
      .from(educationProviders)
      .innerJoin(countries, eq(countries.id, educationProviders.country_id))
      .where(eq(educationProviders.id, id));
    if (!r) throw notFound("Provider not found.");
    return { ...plain(r.p), country: { id: r.p.country_id, name: r.country_name } };
  };
  const courseRow = async (id: number) => {
    const [r] = await db
      .select({ c: courses, provider_name: educationProviders.name, level_name: studyLevels.name })
      .from(courses)
      .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
      .innerJoin(studyLevels, eq(studyLevels.id, courses.study_level_id))
      .where(eq(courses.id, id));
    if (!r) throw notFound("Course not found.");
    return {
      ...plain(r.c),
      provider: { id: r.c.provider_id, name: r.provider_name },
      study_level: { id: r.c.study_level_id, name: r.level_name },
    };
  };
  const providerCheck = async (v: { country_id?: number }) => {
    if (v.country_id === undefined) return;
    const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, v.country_id));
    if (!c) throw invalid({ country_id: ["Choose a country from the list."] });
  };
  const courseCheck = async (v: { provider_id?: number; study_level_id?: number }) => {
    const e: Record<string, string[]> = {};
    if (v.provider_id !== undefined) {
      const [p] = await db
        .select({ id: educationProviders.id })
        .from(educationProviders)
        .where(eq(educationProviders.id, v.provider_id));
      if (!p) e.provider_id = ["Choose a provider from the list."];
    }
    if (v.study_level_id !== undefined) {
      const [l] = await db.select({ id: studyLevels.id }).from(studyLevels).where(eq(studyLevels.id, v.study_level_id));
      if (!l) e.study_level_id = ["Choose a study level from the list."];
    }
    if (Object.keys(e).length) throw invalid(e);
  };
  const unique = async <T>(message: string, field: string, run: () => Promise<T>) => {
    try {
      return await run();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(message, { [field]: [message] });
      throw err;
    }
  };
  const PROVIDER_DUP = "A provider with this name already exists in this country.";
  const COURSE_DUP = "This provider already has a course with this name and level.";
  const money = (v: number | undefined) => (v === undefined ? undefined : v.toFixed(2));

  // Providers -------------------------------------------------------------------------------------------------
  app.get(
    "/admin/providers/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Providers, active or not, with search and filters",
        security,
        querystring: adminCatalogueQuery,
        response: { 200: listEnvelope(item), ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      const f: SQL[] = [];
      if (q.search) f.push(sql`lower(${educationProviders.name}) like ${containsPattern(q.search)}`);
      if (q.country) f.push(eq(educationProviders.country_id, q.country));
      if (q.type) f.push(eq(educationProviders.type, q.type));
      if (q.is_active) f.push(eq(educationProviders.is_active, q.is_active === "true"));
      const where = f.length ? and(...f) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            p: educationProviders,
            country_name: countries.name,
            courses_count: sql<number>`(select count(*)::int from ${courses} where ${courses.provider_id} = ${educationProviders.id})`,
          })
          .from(educationProviders)
          .innerJoin(countries, eq(countries.id, educationProviders.country_id))
          .where(where)
          .orderBy(educationProviders.name, educationProviders.id)
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(educationProviders).where(where),
      ]);
      const items = rows.map((r) => ({
        ...plain(r.p),
        country: { id: r.p.country_id, name: r.country_name },
        courses_count: r.courses_count,
      }));
      return pageEnvelope(req, app.config.publicUrl, q, total?.n ?? 0, items);
    },
  );

  app.post(
    "/admin/providers/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Create a provider",
        security,
        body: providerBody,
        response: { 201: dataEnvelope(item), ...errors },
      },
    },
    async (req, reply) => {
      await providerCheck(req.body);
      const [row] = await unique(PROVIDER_DUP, "name", () =>
        db.insert(educationProviders).values(req.body).returning({ id: educationProviders.id }),
      );
      changed();
      const after = await providerRow(row!.id);
      await audit(req, "catalogue.provider.create", "provider", row!.id, { after });
      return reply.code(201).send({ data: after });
    },
  );

  app.patch(
    "/admin/providers/:id/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Edit or (de)activate a provider",
        security,
        params: idParams,
        body: patchOf(providerBody),
        response: { 200: dataEnvelope(item), ...errors },
      },
    },
    async (req) => {
      const before = await providerRow(req.params.id);
      await providerCheck(req.body);
      await unique(PROVIDER_DUP, "name", () =>
        db
          .update(educationProviders)
          .set({ ...req.body, updated_at: new Date() })
          .where(eq(educationProviders.id, req.params.id)),
      );
      changed();
      const after = await providerRow(req.params.id);
      await audit(req, "catalogue.provider.update", "provider", req.params.id, { before, after });
      return { data: after };
    },
  );

  // Courses ---------------------------------------------------------------------------------------------------
  app.get(
    "/admin/courses/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Courses, active or not, with search and filters",
        security,
        querystring: adminCatalogueQuery,
        response: { 200: listEnvelope(item), ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      const f: SQL[] = [];
      if (q.search)
        f.push(
          or(
            sql`lower(${courses.name}) like ${containsPattern(q.search)}`,
            sql`lower(${educationProviders.name}) like ${containsPattern(q.search)}`,
          )!,
        );
      if (q.provider) f.push(eq(courses.provider_id, q.provider));
      if (q.study_level) f.push(eq(courses.study_level_id, q.study_level));
      if (q.country) f.push(eq(educationProviders.country_id, q.country));
      if (q.is_active) f.push(eq(courses.is_active, q.is_active === "true"));
      const where = f.length ? and(...f) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ c: courses, provider_name: educationProviders.name, level_name: studyLevels.name })
          .from(courses)
          .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
          .innerJoin(studyLevels, eq(studyLevels.id, courses.study_level_id))
          .where(where)
          .orderBy(desc(courses.updated_at), desc(courses.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(courses)
          .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
          .where(where),
      ]);
      const items = rows.map((r) => ({
        ...plain(r.c),
        provider: { id: r.c.provider_id, name: r.provider_name },
        study_level: { id: r.c.study_level_id, name: r.level_name },
      }));
      return pageEnvelope(req, app.config.publicUrl, q, total?.n ?? 0, items);
    },
  );

  app.post(
    "/admin/courses/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Create a course",
        security,
        body: courseBody,
        response: { 201: dataEnvelope(item), ...errors },
      },
    },
    async (req, reply) => {
      await courseCheck(req.body);
      const values = {
        ...req.body,
        tuition_fee: money(req.body.tuition_fee)!,
        application_fee: money(req.body.application_fee),
      };
      const [row] = await unique(COURSE_DUP, "name", () =>
        db.insert(courses).values(values).returning({ id: courses.id }),
      );
      changed();
      const after = await courseRow(row!.id);
      await audit(req, "catalogue.course.create", "course", row!.id, { after });
      return reply.code(201).send({ data: after });
    },
  );

  app.patch(
    "/admin/courses/:id/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "Edit or (de)activate a course",
        security,
        params: idParams,
        body: patchOf(courseBody),
        response: { 200: dataEnvelope(item), ...errors },
      },
    },
    async (req) => {
      const before = await courseRow(req.params.id);
      await courseCheck(req.body);
      const { tuition_fee, application_fee, ...rest } = req.body;
      await unique(COURSE_DUP, "name", () =>
        db
          .update(courses)
          .set({
            ...rest,
            tuition_fee: money(tuition_fee),
            application_fee: money(application_fee),
            updated_at: new Date(),
          })
          .where(eq(courses.id, req.params.id)),
      );
      changed();
      const after = await courseRow(req.params.id);
      await audit(req, "catalogue.course.update", "course", req.params.id, { before, after });
      return { data: after };
    },
  );

  // Import ----------------------------------------------------------------------------------------------------
  app.get(
    "/admin/courses/import/template/",
    {
      ...adminOnly,
      schema: {
        tags,
        summary: "The course import template (CSV or XLSX) with its columns and one example row",
        security,
        querystring: z.object({ format: z.enum(["csv", "xlsx"], { error: "format is csv or xlsx." }).default("csv") }),
      },
    },
    async (req, reply) => {
      const file = await importTemplate(req.query.format);
      const type =
        req.query.format === "csv"
          ? "text/csv; charset=utf-8"
          : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
      return reply
        .header("content-type", type)
        .header("content-disposition", `attachment; filename="course-import-template.${req.query.format}"`)
        .send(file);
    },
  );

  app.post(
    "/admin/courses/import/",
    {
      ...adminOnly,
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
      const part = await req.file();
      if (!part) throw new AppError(400, "Choose a CSV or XLSX file.", { file: ["Choose a CSV or XLSX file."] });
      const data = await part.toBuffer();
      let records: Record<string, string>[];
      try {
        records = await readRows(data);
      } catch (err) {
        if (err instanceof ImportFileError) throw new AppError(400, err.message, { file: [err.message] });
        throw err;
      }
      const { rows, valid } = await checkRows(db, records);
      const invalidCount = rows.length - valid.length;
      const preview = { rows, valid: valid.length, invalid: invalidCount, committed: false, created: 0 };
      if (req.query.commit !== "true") return preview;
      if (invalidCount > 0) {
        const bad = rows.filter((r) => Object.keys(r.errors).length);
        throw new AppError(
          400,
          `Nothing was imported: ${invalidCount === 1 ? "1 row has errors" : `${invalidCount} rows have errors`}.`,
          Object.fromEntries(
            bad.map((r) => [`line ${r.line}`, Object.entries(r.errors).map(([f, m]) => `${f}: ${m.join(" ")}`)]),
          ),
        );
      }
      const created = await unique(COURSE_DUP, "file", () =>
        db.transaction(async (tx) => {
          let n = 0;
          for (let i = 0; i < valid.length; i += 500) {
            n += (
              await tx
                .insert(courses)
                .values(valid.slice(i, i + 500))
                .returning({ id: courses.id })
            ).length;
          }
          return n;
        }),
      );
      changed();
      await audit(req, "catalogue.course.import", "course", 0, { file: part.filename, created });
      return reply.code(201).send({ ...preview, committed: true, created });
    },
  );
};
