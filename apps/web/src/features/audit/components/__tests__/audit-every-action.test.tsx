import { AUDIT_ACTION_CODES, AUDIT_ENTITIES, type LoginData } from "@pp/shared";
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { useSession } from "../../../../lib/auth/session-store";
import { i18n } from "../../../../lib/i18n";
import { applyLanguage } from "../../../../lib/i18n/language";
import { LANGUAGES } from "../../../../lib/i18n/languages";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, resetSession } from "../../../../test/session";
import { AuditPage } from "../../pages/audit-page";
import "../../strings";
import { actionEntity, actionLabel, entityLabel } from "../../utils/action-label";
import { actionOptions, entityOptions } from "../../utils/audit-options";

/**
 * Issue 35: every action code the server can write (@pp/shared's AUDIT_ACTION_CODES, the type recordAudit takes)
 * and every kind of record reads as words in each of the five languages: never the code, never the English label in
 * another language. A word the glossaries keep as it is in English may stand, one word only, where listed here.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = { es: ["Webhook", "Ticket"], vi: ["Webhook"], zh: ["Webhook"] };

const codes = [...AUDIT_ACTION_CODES];
const kinds = [...AUDIT_ENTITIES];
const inEnglish = { actions: new Map<string, string>(), entities: new Map<string, string>() };

beforeAll(async () => {
  await act(() => applyLanguage("en"));
  for (const code of codes) inEnglish.actions.set(code, actionLabel(i18n, code));
  for (const kind of kinds) inEnglish.entities.set(kind, entityLabel(i18n, kind));
});
afterAll(async () => {
  await act(() => applyLanguage("en"));
});

describe("audit labels in every language (issue 35)", () => {
  it("the shared lists hold every code and kind, the families expanded", () => {
    expect(codes.length).toBeGreaterThan(100);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(
      expect.arrayContaining(["user.two_factor_enable", "masters.years.create", "commission.paid"]),
    );
    expect(kinds).toEqual(expect.arrayContaining(["user", "application", "study-levels"]));
  });

  for (const { code: language } of LANGUAGES) {
    it(`${language}: each action and kind of record has its own label, words not codes, none twice`, async () => {
      await act(() => applyLanguage(language));
      const problems: string[] = [];
      const check = (kind: "actions" | "entities", key: string, label: string) => {
        const own = i18n.getResource(language, "translation", `auditPage.${kind}.${key}`);
        if (typeof own !== "string") problems.push(`${kind} ${key}: no label in ${language}`);
        const raw =
          kind === "actions"
            ? label.includes(key) || /[a-z][._][a-z]/.test(label)
            : label === key || label.includes("_") || (/[-_]/.test(key) && label.includes(key));
        if (raw) problems.push(`${kind} ${key}: reads "${label}"`);
        if (language !== "en" && label === inEnglish[kind].get(key) && !SAME_AS_ENGLISH[language]?.includes(label)) {
          problems.push(`${kind} ${key}: still English ("${label}")`);
        }
      };
      const actions = codes.map((code) => {
        const label = actionLabel(i18n, code);
        check("actions", code, label);
        return label;
      });
      const entities = kinds.map((k) => {
        const label = entityLabel(i18n, k);
        check("entities", k, label);
        return label;
      });
      // Every code's family names a kind of record the screens know (the filter groups by it).
      for (const code of codes) {
        if (!kinds.includes(actionEntity(code) as never)) problems.push(`${code}: of no known kind of record`);
      }
      const twice = (labels: string[]) => labels.filter((l, i) => labels.indexOf(l) !== i);
      expect({ problems, twice: [...twice(actions), ...twice(entities)] }).toEqual({ problems: [], twice: [] });

      // The filters offer the same words, grouped by kind of record.
      const groups = actionOptions(i18n);
      expect(groups.flatMap((g) => g.items.map((o) => o.value)).sort()).toEqual([...codes].sort());
      expect(groups.flatMap((g) => g.items.map((o) => o.label)).filter((l) => codes.includes(l as never))).toEqual([]);
      expect(entityOptions(i18n).map((o) => o.label)).not.toContain(i18n.t("auditPage.unknownEntity"));
    });
  }

  it("a code or kind the screens do not know reads as words too", async () => {
    await act(() => applyLanguage("es"));
    expect(actionLabel(i18n, "student.archive")).toBe("Estudiante: otro cambio");
    expect(actionLabel(i18n, "masters.regions.merge")).toBe("Región: otro cambio");
    expect(actionLabel(i18n, "catalogue.provider")).toBe("Institución: otro cambio");
    expect(actionLabel(i18n, "robot.dance")).toBe("Otro cambio");
    expect(actionLabel(i18n, "user")).toBe("Usuario: otro cambio");
    expect(entityLabel(i18n, "robot")).toBe("Registro");
    expect(actionOptions(i18n, "robot.dance").flatMap((g) => g.items)).toContainEqual({
      value: "robot.dance",
      label: "Otro cambio",
    });
  });
});

const base = loginData();
const superadmin: Partial<LoginData> = {
  role: "Superadmin",
  user: { ...base.user, role: "Superadmin", partner_id: null },
};
/** One entry of each code, as the server answers them (the sentence is the server's, in the reader's language). */
const entries = codes.map((action, i) => ({
  id: i + 1,
  action,
  summary: `Σ${i + 1}`,
  entity: actionEntity(action),
  entity_id: String(i + 1),
  entity_name: i % 2 ? null : "Priya Sharma",
  actor: { id: 2, name: "Priya Sharma" },
  partner: { id: 3, name: "Global Pathways Education" },
  details: null,
  ip: null,
  created_at: "2026-03-12T14:05:00.000Z",
}));

describe("the audit screen with an entry of every code (issue 35)", { timeout: 60_000 }, () => {
  beforeEach(() => resetSession());
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await act(() => applyLanguage("en"));
  });

  for (const { code: language } of LANGUAGES) {
    it(`${language}: shows no code and no "user #2", and no English label in another language`, async () => {
      await act(() => applyLanguage(language));
      useSession.getState().signIn({ ...base, ...superadmin }, false);
      stubFetch(({ url }) =>
        new URL(url, "http://x").pathname === "/api/admin/audit/"
          ? json(200, { count: entries.length, next: null, previous: null, results: { data: entries } })
          : json(200, { count: 0, next: null, previous: null, results: { data: [] } }),
      );
      renderWidget(<AuditPage />, { path: `/admin/audit?page_size=${entries.length}` });
      const table = await screen.findByRole("table", { name: i18n.t("auditPage.tableLabel") });
      expect(await within(table).findAllByTestId("audit-summary")).toHaveLength(entries.length);
      const text = table.textContent ?? "";
      expect(codes.filter((c) => text.includes(c))).toEqual([]);
      const records = within(table)
        .getAllByTestId("audit-record")
        .map((r) => r.textContent ?? "");
      expect(records.filter((r) => kinds.some((k) => r.startsWith(`${k} `)))).toEqual([]);
      expect(records.filter((r, i) => !r.startsWith(entityLabel(i18n, entries[i]!.entity)))).toEqual([]);
      expect(records[0]).toBe(`${entityLabel(i18n, entries[0]!.entity)} Priya Sharma`);
      expect(records[1]).toBe(`${entityLabel(i18n, entries[1]!.entity)} #2`);
      if (language !== "en") {
        const english = [...inEnglish.actions.values()].filter((l) => text.includes(l));
        expect(english).toEqual([]);
      }
    });
  }
});
