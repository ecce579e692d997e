import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, postMultipart, type TestApp, withoutPermission } from "../../test/app";
import { countryId } from "../../test/factories";
import { bankFileType } from "./routes";

let app: TestApp;
let admin: string;
let partner: string;
let partner2: string;
let counsellor: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
  partner2 = (await login(app, "partner2")).access;
  counsellor = (await login(app, "counsellor")).access;
});
afterAll(() => app.close());

const PDF = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

const multipart = (url: string, fields: Record<string, string>, file?: { name: string; data: Buffer }, token = admin) =>
  postMultipart(app, url, token, fields, file);
const get = (url: string, token: string) => app.inject({ url: `/api${url}`, headers: bearer(token) });

describe("Documents Bank", () => {
  it("the Superadmin uploads; partners browse by category and download with type and name; new versions replace", async () => {
    const gb = await countryId(app.db, "GB");
    const res = await multipart(
      "/admin/documents/",
      {
        title: "UK visa checklist 2027",
        category: "guide",
        country_id: String(gb),
        description: "Every document the Home Office asks for.",
      },
      { name: "uk visa checklist.pdf", data: PDF("v1") },
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({ version: 1, category: "guide", country: { id: gb }, content_type: "application/pdf" });

    const list = await get("/partner/documents/?category=guide&search=visa", partner);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results.data.map((d: { id: number }) => d.id)).toContain(doc.id);
    expect(list.json().results.categories.guide).toBeGreaterThanOrEqual(1);

    const file = await get(`/partner/documents/${doc.id}/download/`, counsellor);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain('filename="uk visa checklist.pdf"');
    expect(file.rawPayload.toString()).toContain("v1");

    const v2 = await multipart(
      `/admin/documents/${doc.id}/versions/`,
      {},
      { name: "uk visa checklist v2.pdf", data: PDF("v2") },
    );
    expect(v2.statusCode, v2.body).toBe(201);
    expect(v2.json().data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const again = await get(`/partner/documents/${doc.id}/download/`, partner2);
    expect(again.rawPayload.toString()).toContain("v2");
  });

  it("deactivated documents disappear for partners; unknown ids answer 404", async () => {
    const res = await multipart(
      "/admin/documents/",
      { title: "Old price list", category: "price_list" },
      { name: "prices.pdf", data: PDF("old") },
    );
    const id = res.json().data.id;
    const off = await app.inject({
      method: "PATCH",
      url: `/api/admin/documents/${id}/`,
      headers: bearer(admin),
      payload: { is_active: false },
    });
    expect(off.json().data.is_active).toBe(false);
    expect((await get(`/partner/documents/${id}/download/`, partner)).statusCode).toBe(404);
    const list = await get("/partner/documents/?page_size=100", partner);
    expect(list.json().results.data.map((d: { id: number }) => d.id)).not.toContain(id);
    expect((await get(`/admin/documents/${id}/download/`, admin)).statusCode).toBe(200);
    expect((await get("/partner/documents/999999/download/", partner)).statusCode).toBe(404);
  });

  it("each bad field and a wrong file type are refused; nothing is stored; partners cannot upload", async () => {
    const before = (await get("/admin/documents/?page_size=100", admin)).json().count;
    const bad = await multipart("/admin/documents/", { title: "", category: "memes", provider_id: "abc" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["category", "file", "provider_id", "title"]);
    const exe = await multipart(
      "/admin/documents/",
      { title: "Installer", category: "other" },
      { name: "setup.docx", data: Buffer.from("MZ\x90\x00") },
    );
    expect(exe.statusCode).toBe(415);
    expect((await get("/admin/documents/?page_size=100", admin)).json().count).toBe(before);
    expect(
      (
        await multipart(
          "/admin/documents/",
          { title: "Mine", category: "other" },
          { name: "a.pdf", data: PDF("x") },
          partner,
        )
      ).statusCode,
    ).toBe(403);
  });

  it("the Superadmin's changes are checked: bad fields are 400 and change nothing, unknown ids 404", async () => {
    const res = await multipart(
      "/admin/documents/",
      { title: "Visa checklist", category: "other" },
      { name: "visa.pdf", data: PDF("v1") },
    );
    const id = res.json().data.id as number;
    const patch = (payload: object, docId: number = id) =>
      app.inject({ method: "PATCH", url: `/api/admin/documents/${docId}/`, headers: bearer(admin), payload });
    const bad = await patch({ title: "", category: "memes", provider_id: 99999999 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["category", "title"]));
    const unknownProvider = await patch({ provider_id: 99999999 });
    expect(unknownProvider.statusCode).toBe(400);
    expect(unknownProvider.json().errors.provider_id).toBeTruthy();
    const kept = (await get(`/admin/documents/${id}/`, admin)).json().data;
    expect(kept).toMatchObject({ title: "Visa checklist", category: "other" });
    expect((await patch({ title: "Anything" }, 99999999)).statusCode).toBe(404);
    expect((await get("/admin/documents/99999999/", admin)).statusCode).toBe(404);
    const version = await multipart("/admin/documents/99999999/versions/", {}, { name: "v2.pdf", data: PDF("v2") });
    expect(version.statusCode).toBe(404);
    const wrongType = await multipart(
      `/admin/documents/${id}/versions/`,
      {},
      { name: "v2.pdf", data: Buffer.from("MZ") },
    );
    expect(wrongType.statusCode).toBe(415);
    expect((await get(`/admin/documents/${id}/`, admin)).json().data.version).toBe(kept.version);
  });

  it("a sub-login without documents.view is refused the bank", async () => {
    await withoutPermission(app, "documents.view", async () => {
      const list = await get("/partner/documents/", counsellor);
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBeTruthy();
      expect((await get("/partner/documents/1/download/", counsellor)).statusCode).toBe(403);
    });
  });

  it("tells file types from their bytes, Office files by name inside a zip", () => {
    expect(bankFileType(PDF("x"), "whatever.txt")?.type).toBe("application/pdf");
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]);
    expect(bankFileType(zip, "form.docx")?.ext).toBe("docx");
    expect(bankFileType(zip, "archive.zip")).toBeNull();
    expect(bankFileType(Buffer.from("hello"), "notes.pdf")).toBeNull();
  });
});
