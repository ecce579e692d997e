import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index";
import { bearer, buildTestApp, login, type TestApp } from "../../test/app";
import { courseAndIntake, studentPayload } from "../../test/factories";

/** Issue 20: each audit entry reads as a sentence (`summary`), for the Superadmin and the partner, in their language. */
let app: TestApp;
let admin: string;
let partner: string;
beforeAll(async () => {
  app = await buildTestApp();
  admin = (await login(app, "admin")).access;
  partner = (await login(app, "partner")).access;
});
afterAll(() => app.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: object, language?: string) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...bearer(token), ...(language ? { "accept-language": language } : {}) },
    ...(payload ? { payload } : {}),
  });

type Entry = { id: number; action: string; summary: string; entity_id: string | null };
const entries = async (url: string, token: string, language?: string) =>
  (await call("GET", url, token, undefined, language)).json().results.data as Entry[];

describe("audit summaries through the API", () => {
  it("the Superadmin's log names the actor, the intake and the fields changed; in Spanish with Accept-Language: es", async () => {
    const intakes = (await call("GET", "/masters/intakes/?page_size=1", admin)).json().results.data;
    const intake = intakes[0] as { id: number; name: string };
    const renamed = `${intake.name} (renamed)`.slice(0, 50);
    expect((await call("PATCH", `/masters/intakes/${intake.id}/`, admin, { name: renamed })).statusCode).toBe(200);

    const [entry] = await entries("/admin/audit/?action=masters.intakes.update", admin);
    expect(entry).toMatchObject({ action: "masters.intakes.update", entity_id: String(intake.id) });
    expect(entry!.summary).toBe(`Alex Morgan changed intake ${renamed}: name.`);
    const [es] = await entries("/admin/audit/?action=masters.intakes.update", admin, "es");
    expect(es!.action).toBe("masters.intakes.update");
    expect(es!.summary).toBe(`Alex Morgan modificó el periodo de ingreso ${renamed}: name.`);
  });

  it("the partner's company log reads its student and application entries as sentences", async () => {
    const body = await studentPayload(app.db);
    const created = await call("POST", "/partner/add/student/", partner, body);
    expect(created.statusCode).toBe(201);
    const student = created.json().data as { id: number };
    const [added] = await entries("/partner/audit/?action=student.create", partner);
    expect(added).toMatchObject({ entity_id: String(student.id) });
    expect(added!.summary).toBe(`Priya Sharma added student ${body.first_name} ${body.last_name}.`);

    const apply = await call("POST", "/partner/application/", partner, {
      student_id: student.id,
      ...(await courseAndIntake(app.db)),
    });
    expect(apply.statusCode).toBe(201);
    const id = apply.json().data.id as number;
    const statuses = (await call("GET", "/masters/application-statuses/?page_size=100", admin)).json().results.data;
    const submitted = (statuses as { id: number; name: string }[]).find((s) => s.name === "Submitted")!;
    const move = await call("POST", `/admin/applications/${id}/move/`, admin, { status_id: submitted.id });
    expect(move.statusCode).toBe(200);
    // The Superadmin's move reads the same in the partner's company log.
    const [moved] = await entries("/partner/audit/?action=application.status", partner);
    expect(moved!.summary).toBe(`Alex Morgan moved application #${id} from Draft to Submitted.`);
    const [movedEs] = await entries("/partner/audit/?action=application.status", partner, "es");
    expect(movedEs!.summary).toMatch(new RegExp(`^Alex Morgan movió la solicitud #${id} de .+ a .+\\.$`));
    const [seen] = await entries(`/admin/audit/?action=application.status&partner=${1}`, admin);
    expect(seen!.summary).toBe(moved!.summary);
  });

  it("an entry without an actor (a job's change, a user since deleted) reads 'Someone' in the reader's language", async () => {
    const student = (await call("POST", "/partner/add/student/", partner, await studentPayload(app.db))).json().data;
    await app.db.insert(auditLog).values({
      partner_id: 1,
      actor_user_id: null,
      action: "student.update",
      entity: "student",
      entity_id: String(student.id),
      details: { before: { notes: null }, after: { notes: "Checked" } },
    });
    await app.versions.touch(1);
    const [en] = await entries("/partner/audit/?action=student.update", partner);
    expect(en!.summary).toBe(`Someone changed student ${student.first_name} ${student.last_name}: notes.`);
    const cases = { es: "Alguien", ar: "شخص ما", vi: "Ai đó", zh: "某人" };
    for (const [language, who] of Object.entries(cases)) {
      const [entry] = await entries("/partner/audit/?action=student.update", partner, language);
      expect(entry!.summary, language).toContain(who);
      expect(entry!.summary, language).not.toContain("Someone");
    }
  });
});
