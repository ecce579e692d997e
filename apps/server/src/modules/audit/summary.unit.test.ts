import { AUDIT_ACTION_CODES, COMMISSION_STATUSES, MASTER_RESOURCES } from "@pp/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessageCatalogs, translateMessage } from "../../lib/messages";
import { AUDIT_ACTIONS } from "../../plugins/audit-actions";
import { FALLBACK } from "./sentences";
import { auditSummary, changedFields, sentenceFor } from "./summary";

/** Every action code the server writes: AUDIT_ACTIONS' values, its `.*` families expanded to their members. */
function writtenCodes(): string[] {
  const codes = new Set<string>();
  for (const action of Object.values(AUDIT_ACTIONS).flatMap((a) => (a === null ? [] : a.split("|")))) {
    if (action === "commission.*") for (const s of COMMISSION_STATUSES) codes.add(`commission.${s}`);
    else if (action.endsWith(".*")) throw new Error(`${action}: a family this test does not know how to expand`);
    else codes.add(action);
  }
  for (const r of MASTER_RESOURCES) for (const op of ["create", "update", "delete"]) codes.add(`masters.${r}.${op}`);
  return [...codes].sort();
}

const parts = { who: "W", target: "T", fields: "", from: "A", to: "B", file: "F", count: "3", value: "V" };

beforeAll(() => loadMessageCatalogs());

describe("audit summaries (issue 20)", () => {
  const codes = [...AUDIT_ACTION_CODES];

  it("the shared list of codes (the one recordAudit takes, the screens label) holds every code a route writes", () => {
    expect(writtenCodes().filter((c) => !(AUDIT_ACTION_CODES as readonly string[]).includes(c))).toEqual([]);
  });

  it("every action code the server writes has a sentence of its own, translated in each language", () => {
    expect(codes.length).toBeGreaterThan(90);
    const fallback = FALLBACK(parts);
    const missing: string[] = [];
    const untranslated: string[] = [];
    for (const code of codes) {
      const sentence = sentenceFor(code);
      const english = sentence?.(parts);
      if (!english || english === fallback || english.includes(code)) {
        missing.push(code);
        continue;
      }
      const summary = auditSummary({
        action: code,
        entity: "thing",
        entity_id: "7",
        details: { before: { name: "Old", status: "claimed" }, after: { name: "New", status: "paid" } },
        actor: "Alex Morgan",
        partner: "Global Pathways Education",
      });
      expect(summary, code).not.toContain(code);
      for (const language of ["es", "ar", "vi", "zh"] as const) {
        if (translateMessage(summary, language) === summary) untranslated.push(`${code} (${language})`);
      }
    }
    expect({ missing, untranslated }).toEqual({ missing: [], untranslated: [] });
  });

  it("a code without a sentence falls back to a sentence, never to an empty line", () => {
    expect(sentenceFor("something.new")).toBeNull();
    expect(sentenceFor("masters.unknown.update")).toBeNull();
    expect(sentenceFor("commission.lost")).toBeNull();
    const s = auditSummary({
      action: "something.new",
      entity: "x",
      entity_id: "4",
      details: null,
      actor: null,
      partner: null,
    });
    expect(s).toBe("Someone made a change to record #4.");
  });

  it("names the record and the fields a change touched", () => {
    expect(
      auditSummary({
        action: "masters.intakes.update",
        entity: "intakes",
        entity_id: "3",
        details: {
          before: { id: 3, name: "Jan 2027", month: 1, updated_at: "a" },
          after: { id: 3, name: "January 2027", month: 1, start_date: "2027-01-04", updated_at: "b" },
        },
        actor: "Alex Morgan",
        partner: null,
      }),
    ).toBe("Alex Morgan changed intake January 2027: name, start date.");
    expect(
      auditSummary({
        action: "application.status",
        entity: "application",
        entity_id: "12",
        details: { before: "Draft", after: "Submitted", note: null },
        actor: "Priya Sharma",
        partner: "Global Pathways Education",
      }),
    ).toBe("Priya Sharma moved application #12 from Draft to Submitted.");
    expect(
      auditSummary({
        action: "student.create",
        entity: "student",
        entity_id: "5",
        details: { after: { first_name: "Ananya", last_name: "Iyer" }, api_key: "CRM sync" },
        actor: "API key 'CRM sync'",
        partner: "Global Pathways Education",
      }),
    ).toBe("API key 'CRM sync' added student Ananya Iyer.");
    expect(changedFields({ name: "Ann", changed: ["bio", "is_active"] })).toEqual(["bio", "is active"]);
    expect(changedFields({ changes: { title: "x" } })).toEqual(["title"]);
    expect(changedFields({ after: { name: "x" } })).toEqual([]);
  });

  it("answers in the caller's language", () => {
    expect(translateMessage("Priya Sharma moved application #12 from Draft to Submitted.", "es")).toBe(
      "Priya Sharma movió la solicitud #12 de Draft a Submitted.",
    );
    expect(translateMessage("Alex Morgan changed intake January 2027: name, start date.", "es")).toBe(
      "Alex Morgan modificó el periodo de ingreso January 2027: name, start date.",
    );
  });
});
