import multipart from "@fastify/multipart";
import {
  dataEnvelope,
  errorBody,
  idParams,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_IMPORT_MAX_ROWS,
  STUDENT_IMPORT_REQUIRED,
  STUDENT_IMPORT_SYNC_ROWS,
  studentImportJob,
  studentImportQuery,
  studentImportResult,
  studentImportTemplateQuery,
} from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import { translateMessage } from "../../lib/messages";
import { attachmentHeader, readUpload } from "../../lib/uploads";
import type { Access } from "../../plugins/access";
import { requestLanguage } from "../../plugins/errors";
import { CONTENT_TYPES } from "../reports/writers";
import { checkRows } from "./import-check";
import { FileRefused, type ImportFile, readImportFile } from "./import-file";
import { createImportJobs, importJobView } from "./import-jobs";
import { importTemplate, presentRows, rowsRefused, writeStudents } from "./import-service";

const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  410: errorBody,
  413: errorBody,
  415: errorBody,
  422: errorBody,
};
const security = [{ bearer: [] }];
const tags = ["students"];
const access: Access = { partner: "students.manage" };
const FILE_TYPES = [CONTENT_TYPES.csv.split(";")[0]!, CONTENT_TYPES.xlsx];
const CHOOSE_FILE = "Choose a CSV or XLSX file.";

/**
 * Import students from a spreadsheet (issue 36). `?commit=false` checks every row and writes nothing; `?commit=true`
 * imports every row or none. Files of up to 500 rows are answered at once; longer ones (to 10,000) become a
 * background job with live progress and a result file.
 */
export const studentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: STUDENT_IMPORT_MAX_BYTES, files: 1, fields: 5 },
    throwFileSizeLimit: true,
  });
  const jobs = createImportJobs({ db: app.db, queue: app.jobs });

  app.get(
    "/partner/students/import/template/",
    {
      config: { access },
      schema: {
        tags,
        summary: "The students import template (CSV or XLSX): every column of the add-student form and one example row",
        security,
        querystring: studentImportTemplateQuery,
      },
    },
    async (req, reply) => {
      const { format } = req.query;
      return reply
        .header("content-type", CONTENT_TYPES[format])
        .header("content-disposition", attachmentHeader(`students-import-template.${format}`))
        .send(await importTemplate(format));
    },
  );

  app.post(
    "/partner/students/import/",
    {
      config: { access, upload: { types: FILE_TYPES } },
      schema: {
        tags,
        summary: "Import students from CSV or XLSX (multipart field `file`): check every row, then all rows or none",
        description: `\`?commit=false\` checks every row and writes nothing (200, each row with its errors); \`?commit=true\` imports every row or none (201; 422 naming each line's errors). Files over ${STUDENT_IMPORT_SYNC_ROWS} rows (at most ${STUDENT_IMPORT_MAX_ROWS}) answer 202 with a background job to follow under /partner/students/import/jobs/{id}/. Columns (header row, in any order): ${STUDENT_IMPORT_COLUMNS.join(", ")}; required: ${STUDENT_IMPORT_REQUIRED.join(", ")}. Countries by name (in English, Arabic, Chinese, Spanish or Vietnamese), ISO code or id; states by name or code within the country; study levels by name or id; gender, english_test, grading_scale and months by code or name; lists separated by ";"; counsellor by e-mail or id of one of the partner's people.`,
        security,
        querystring: studentImportQuery,
        response: {
          200: dataEnvelope(studentImportResult),
          201: dataEnvelope(studentImportResult),
          202: dataEnvelope(studentImportJob),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const ctx = req.partner!;
      const { file } = await readUpload(req);
      if (!file) throw new AppError(400, CHOOSE_FILE, { file: [CHOOSE_FILE] });
      const language = await requestLanguage(req, app.db);
      let parsed: ImportFile;
      try {
        parsed = await readImportFile(file.data);
      } catch (err) {
        if (!(err instanceof FileRefused)) throw err;
        const sentence = err.say((s) => translateMessage(s, language));
        throw new AppError(err.statusCode, sentence, { file: [sentence] });
      }
      const commit = req.query.commit === "true";
      if (parsed.rows.length > STUDENT_IMPORT_SYNC_ROWS) {
        const job = await jobs.enqueue(ctx, {
          commit,
          format: parsed.format,
          fileName: file.name,
          data: file.data,
          total: parsed.rows.length,
          language,
          ip: req.ip,
        });
        return reply.code(202).send({ data: job });
      }
      const checked = await checkRows(app.db, ctx.partnerId, parsed);
      const counts = { total: checked.rows.length, valid: checked.valid, invalid: checked.invalid };
      if (!commit) {
        return { data: { ...counts, committed: false, created: 0, rows: presentRows(checked, language) } };
      }
      if (checked.invalid > 0) throw rowsRefused(checked, language);
      const ids = await writeStudents(
        { db: app.db, webhooks: app.webhooks },
        { partnerId: ctx.partnerId, userId: ctx.userId, name: ctx.name ?? null },
        checked,
        { fileName: file.name, ip: req.ip },
      );
      return reply.code(201).send({
        data: { ...counts, committed: true, created: ids.length, rows: presentRows(checked, language, ids) },
      });
    },
  );

  app.get(
    "/partner/students/import/jobs/",
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's latest background imports, newest first (without their rows' errors)",
        security,
        response: { 200: dataEnvelope(z.array(studentImportJob)), ...errors },
      },
    },
    async (req) => ({ data: await jobs.latest(req.partner!) }),
  );

  app.get(
    "/partner/students/import/jobs/:id/",
    {
      config: { access },
      schema: {
        tags,
        summary: "One background import: its progress, counts, first rows with errors and result file",
        security,
        params: idParams,
        response: { 200: dataEnvelope(studentImportJob), ...errors },
      },
    },
    async (req) => ({ data: importJobView(await jobs.ownJob(req.partner!, req.params.id)) }),
  );

  app.get(
    "/partner/students/import/jobs/:id/result/",
    {
      config: { access },
      schema: {
        tags,
        summary: "The imported file with an added column saying what happened to each row",
        security,
        params: idParams,
      },
    },
    async (req, reply) => {
      const r = await jobs.result(req.partner!, req.params.id);
      return reply
        .header("content-type", CONTENT_TYPES[r.format])
        .header("content-disposition", attachmentHeader(r.fileName))
        .header("cache-control", "no-store")
        .send(r.data);
    },
  );
};
