import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { readLog } from "../../db/schema/index";
import { bearer, buildTestApp, login, postMultipart, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

// Access (issue 37, decision 058): the owner exports everything held about one student as a ZIP, made by the queue
// with progress, downloadable like a background export; a JSON file of the records and the student's files.

let app: TestApp;
let owner: string;
let studentId: number;
let applicationId: number;
const stamp = Date.now().toString(36);
const email = `access.${stamp}@example.net`;
const scan = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200_000, 0x61), Buffer.from("\n%%EOF\n")]);

const call = (method: "GET" | "POST", url: string, token = owner, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Every entry of a ZIP, by name. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Buffer>();
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const parts: Buffer[] = [];
          stream.on("data", (c: Buffer) => parts.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

async function finished(jobId: number) {
  for (let i = 0; i < 200; i++) {
    const job = (await call("GET", `/partner/reports/jobs/${jobId}/`)).json().data;
    if (job.status === "done" || job.status === "failed") return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the access export did not finish");
}

beforeAll(async () => {
  app = await buildTestApp();
  owner = (await login(app, "partner")).access;
  const made = await call("POST", "/partner/add/student/", owner, await studentPayload(app.db, { email }));
  studentId = made.json().data.id;
  const up = await postMultipart(
    app,
    `/partner/students/${studentId}/documents/?kind=passport`,
    owner,
    {},
    {
      name: "passport scan.pdf",
      data: scan,
    },
  );
  expect(up.statusCode, up.body).toBe(201);
  const a = await call("POST", "/partner/application/", owner, {
    student_id: studentId,
    ...(await courseAndIntake(app.db, 9, 2027)),
  });
  applicationId = a.json().data.id;
  expect(
    (await call("POST", `/partner/application/${applicationId}/messages/`, owner, { body: "Any news on the offer?" }))
      .statusCode,
  ).toBe(201);
  expect(
    (
      await call("POST", "/partner/tickets/", owner, {
        subject: "Visa letter for the student",
        description: "The provider asks for the visa letter again.",
        category: "application",
        student_id: studentId,
      })
    ).statusCode,
  ).toBe(201);
}, 60_000);
afterAll(() => app.close());

describe("a student's access export", () => {
  it("is a ZIP made by the queue: the records as JSON, the documents byte for byte, progress to the end", async () => {
    const res = await call("POST", `/partner/students/${studentId}/access-export/`);
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json().data;
    expect(queued).toMatchObject({ kind: "student", format: "zip", total_rows: 2 });
    const job = await finished(queued.id);
    expect(job).toMatchObject({ status: "done", rows_written: 2, file_name: expect.stringMatching(/\.zip$/) });

    const file = await app.inject({ url: job.download_url, headers: bearer(owner) });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/zip");
    const entries = await unzip(file.rawPayload);
    const names = [...entries.keys()];
    expect(names[0]).toBe("student.json");
    const doc = names.find((n) => n.startsWith("documents/") && n.endsWith("-passport scan.pdf"));
    expect(doc).toBeDefined();
    expect(entries.get(doc!)!.equals(scan)).toBe(true);

    const data = JSON.parse(entries.get("student.json")!.toString("utf8"));
    expect(data.student).toMatchObject({ id: studentId, email });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ id: applicationId, status: "Draft" });
    expect(data.applications[0].messages.map((m: { body: string }) => m.body)).toEqual(["Any news on the offer?"]);
    expect(data.documents).toEqual([expect.objectContaining({ kind: "passport", in_archive: doc })]);
    expect(data.tickets.map((t: { subject: string }) => t.subject)).toEqual(["Visa letter for the student"]);
    expect(data.tasks.length).toBeGreaterThan(0); // the automatic document tasks of the new application
    expect(data.read_log.length).toBeGreaterThan(0);

    // Recorded in the read log against the student, and in the audit.
    const reads = await app.db.select().from(readLog).where(eq(readLog.student_id, studentId));
    expect(reads.some((r) => r.what === "export")).toBe(true);
  });

  it("is the owner's only; another partner's student is not found", async () => {
    const counsellor = (await login(app, "counsellor")).access;
    expect((await call("POST", `/partner/students/${studentId}/access-export/`, counsellor)).statusCode).toBe(403);
    const other = (await login(app, "partner2")).access;
    expect((await call("POST", `/partner/students/${studentId}/access-export/`, other)).statusCode).toBe(404);
  });

  it("has nothing to export once the student is erased", async () => {
    const erased = await call("POST", `/partner/students/${studentId}/erase/`, owner, {
      withdraw_active_applications: true,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const res = await call("POST", `/partner/students/${studentId}/access-export/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This student's personal data was erased; there is nothing left to export.");
  });
});
