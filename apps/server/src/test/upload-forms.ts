import { eq } from "drizzle-orm";
import { applicationStatuses, commissions } from "../db/schema/index";
import { bearer, postMultipart, type TestApp } from "./app";
import { courseAndIntake, studentPayload } from "./factories";

/** A small file of each type an upload route may declare, as its first bytes make it. */
export const SAMPLE_FILES: Record<string, Buffer> = {
  "application/pdf": Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n"),
  "image/png": Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  "image/jpeg": Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
};

/**
 * A multipart/form-data body as a browser's FormData sends it: the text fields, then the file. The file's name goes
 * as `filename*` (RFC 5987), so every character, NUL and line breaks included, reaches the server as it was given.
 */
export function multipartForm(fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const boundary = "----pp-form-boundary-7MA4YWxkTrZu0gW";
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  let encoded: string;
  try {
    encoded = encodeURIComponent(file.name);
  } catch {
    encoded = "%ED%A0%80"; // a lone surrogate, as the raw bytes no encoder would send
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encoded}\r\n` +
        "Content-Type: application/octet-stream\r\n\r\n",
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A valid upload to one route: its path's ids, its query, who sends it, and text fields and a file it accepts. */
export type UploadCase = {
  params: Record<string, string>;
  query?: string;
  token: string;
  fields: Record<string, string>;
  /** The file to send when the route's first declared type has no sample (the course import's CSV). */
  data?: Buffer;
};

/**
 * For each upload route (by its OpenAPI path), how to make a valid upload to it. The test that uses it checks that
 * every route with a multipart form has an entry, so a new upload route cannot be left out.
 */
export function uploadCases(app: TestApp, tokens: { admin: string; partner: string }) {
  const call = async (method: "POST" | "GET", url: string, token: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const student = async () =>
    String(
      (await call("POST", "/api/partner/add/student/", tokens.partner, await studentPayload(app.db))).json().data.id,
    );
  const application = async () => {
    const ci = await courseAndIntake(app.db);
    const body = { student_id: Number(await student()), ...ci };
    return String((await call("POST", "/api/partner/application/", tokens.partner, body)).json().data.id);
  };
  const ticket = async () =>
    String(
      (
        await call("POST", "/api/partner/tickets/", tokens.partner, {
          subject: "Hostile upload",
          description: "A ticket whose attachments are tested.",
          category: "application",
        })
      ).json().data.id,
    );
  const pdf = { name: "first.pdf", data: SAMPLE_FILES["application/pdf"]! };
  const admin = (params: Record<string, string> = {}, fields: Record<string, string> = {}): UploadCase => ({
    params,
    token: tokens.admin,
    fields,
  });
  const partner = (params: Record<string, string>, fields: Record<string, string> = {}, query?: string) => ({
    params,
    token: tokens.partner,
    fields,
    ...(query ? { query } : {}),
  });

  const cases: Record<string, () => Promise<UploadCase>> = {
    "POST /api/partner/students/{id}/documents/": async () => partner({ id: await student() }, {}, "kind=passport"),
    "POST /api/partner/tickets/{id}/attachments/": async () => partner({ id: await ticket() }),
    "POST /api/admin/tickets/{id}/attachments/": async () => admin({ id: await ticket() }),
    "POST /api/partner/payments/{id}/claim/": async () => {
      const id = await application();
      const [enrolled] = await app.db
        .select()
        .from(applicationStatuses)
        .where(eq(applicationStatuses.name, "Enrolled"));
      await call("POST", `/api/admin/applications/${id}/move/`, tokens.admin, { status_id: enrolled!.id, note: "In" });
      const [c] = await app.db
        .select()
        .from(commissions)
        .where(eq(commissions.application_id, Number(id)));
      await call("POST", `/api/admin/payments/${c!.id}/status/`, tokens.admin, { status: "eligible" });
      return partner({ id: String(c!.id) }, { invoice_number: "INV-HOSTILE-1", note: "Term one" });
    },
    "POST /api/admin/applications/{id}/offer-letter/": async () => admin({ id: await application() }),
    "POST /api/partner/application/{id}/messages/file/": async () =>
      partner({ id: await application() }, { body: "The file." }),
    "POST /api/admin/applications/{id}/messages/file/": async () =>
      admin({ id: await application() }, { body: "Yes." }),
    "POST /api/admin/documents/": async () => admin({}, { title: "Hostile names guide", category: "guide" }),
    "POST /api/admin/documents/{id}/versions/": async () => {
      const res = await postMultipart(
        app,
        "/admin/documents/",
        tokens.admin,
        { title: "Versioned", category: "form" },
        pdf,
      );
      if (res.statusCode !== 201) throw new Error(`bank upload: ${res.statusCode} ${res.body}`);
      return admin({ id: String(res.json().data.id) });
    },
    "POST /api/admin/courses/import/": async () => ({
      ...admin(),
      query: "commit=false",
      data: (await call("GET", "/api/admin/courses/import/template/?format=csv", tokens.admin)).rawPayload,
    }),
    "POST /api/partner/students/import/": async () => ({
      ...partner({}, {}, "commit=false"),
      data: (await call("GET", "/api/partner/students/import/template/?format=csv", tokens.partner)).rawPayload,
    }),
    "POST /api/admin/experts/{id}/photo/": async () => {
      const body = { name: "Hostile Names", email: `hostile.${Date.now()}@uni.example`, languages: ["English"] };
      return admin({ id: String((await call("POST", "/api/admin/experts/", tokens.admin, body)).json().data.id) });
    },
  };
  return cases;
}
