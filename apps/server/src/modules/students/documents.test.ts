import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { studentPayload } from "../../test/factories";

let app: TestApp;
let owner: string;
let other: string;
let counsellor: string;
let studentId: number;
beforeAll(async () => {
  app = await buildTestApp();
  owner = (await login(app, "partner")).access;
  other = (await login(app, "partner2")).access;
  counsellor = (await login(app, "counsellor")).access;
  studentId = (
    await app.inject({
      method: "POST",
      url: "/api/partner/add/student/",
      headers: bearer(owner),
      payload: await studentPayload(app.db),
    })
  ).json().data.id;
});
afterAll(() => app.close());

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x20), Buffer.from("\n%%EOF\n")]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function multipart(name: string, data: Buffer, type = "application/octet-stream") {
  const boundary = "----pp-test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
const upload = (kind: string, name: string, data: Buffer, token = owner, id = studentId) => {
  const m = multipart(name, data);
  return app.inject({
    method: "POST",
    url: `/api/partner/students/${id}/documents/?kind=${kind}`,
    headers: { ...bearer(token), "content-type": m.contentType },
    payload: m.body,
  });
};

describe("student documents", () => {
  it("uploads a PDF and a PNG, typed from the content, and lists them", async () => {
    const pdf = await upload("passport", "passport scan.pdf", PDF);
    expect(pdf.statusCode).toBe(201);
    const png = await upload("transcript", "marks.jpeg", PNG, counsellor);
    expect(png.statusCode).toBe(201);
    const docs = png.json().data;
    expect(docs.map((d: { kind: string; content_type: string }) => [d.kind, d.content_type])).toEqual([
      ["transcript", "image/png"],
      ["passport", "application/pdf"],
    ]);
    expect(docs[1]).toMatchObject({
      file_name: "passport scan.pdf",
      size_bytes: PDF.length,
      uploaded_by: { name: "Priya Sharma" },
    });
  });

  it("downloads with the right type, name and bytes; another partner gets 404", async () => {
    const docs = (
      await app.inject({ url: `/api/partner/students/${studentId}/documents/`, headers: bearer(owner) })
    ).json().data;
    const pdf = docs.find((d: { kind: string }) => d.kind === "passport");
    const res = await app.inject({
      url: `/api/partner/students/${studentId}/documents/${pdf.id}/download/`,
      headers: bearer(owner),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain('filename="passport scan.pdf"');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const theirs = await app.inject({
      url: `/api/partner/students/${studentId}/documents/${pdf.id}/download/`,
      headers: bearer(other),
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/partner/students/${studentId}/documents/`, headers: bearer(other) })).statusCode,
    ).toBe(404);
    expect((await upload("cv", "cv.pdf", PDF, other)).statusCode).toBe(404);
  });

  it("refuses a file whose content is not PDF, JPG or PNG, whatever its name", async () => {
    const res = await upload("cv", "cv.pdf", Buffer.from("MZ\x90\x00 this is an executable"));
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.file).toEqual(["Only PDF, JPG and PNG files are accepted."]);
  });

  it("refuses files over 10 MB with 413, a bad kind with 400, and a missing file", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-"), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload("cv", "big.pdf", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The file is too large (at most 10 MB).");
    expect((await upload("selfie", "a.pdf", PDF)).statusCode).toBe(400);
    const none = await app.inject({
      method: "POST",
      url: `/api/partner/students/${studentId}/documents/?kind=cv`,
      headers: { ...bearer(owner), "content-type": "application/json" },
      payload: {},
    });
    expect(none.statusCode).toBe(415);
    expect(none.json().message).toBe("Send the file as multipart/form-data.");
    const docs = (
      await app.inject({ url: `/api/partner/students/${studentId}/documents/`, headers: bearer(owner) })
    ).json().data;
    expect(docs).toHaveLength(2);
  });

  it("deletes a document and its file", async () => {
    const docs = (
      await app.inject({ url: `/api/partner/students/${studentId}/documents/`, headers: bearer(owner) })
    ).json().data;
    const id = docs[0].id;
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: `/api/partner/students/${studentId}/documents/${id}/`,
          headers: bearer(other),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: `/api/partner/students/${studentId}/documents/${id}/`,
          headers: bearer(owner),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await app.inject({
          url: `/api/partner/students/${studentId}/documents/${id}/download/`,
          headers: bearer(owner),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("student activity", () => {
  it("lists additions, document changes and application moves, newest first, own partner only", async () => {
    const res = await app.inject({ url: `/api/partner/students/${studentId}/activity/`, headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    const summaries = res.json().data.map((a: { summary: string }) => a.summary);
    expect(summaries.at(-1)).toBe("Student added");
    expect(summaries).toContain("Document uploaded: passport scan.pdf");
    expect(summaries[0]).toMatch(/^Document deleted: /);
    expect(
      (await app.inject({ url: `/api/partner/students/${studentId}/activity/`, headers: bearer(other) })).statusCode,
    ).toBe(404);
  });
});
