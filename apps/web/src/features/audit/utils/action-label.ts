import type { i18n as I18n } from "i18next";

type Labels = Pick<I18n, "exists" | "t">;

/** A label of these strings, or null when the language (or English, its fallback) has none. */
function label(i18n: Labels, key: string): string | null {
  if (!i18n.exists(key)) return null;
  // A family's key ("auditPage.actions.user") is a group of labels, not one: returned as the object it is.
  const text: unknown = i18n.t(key as never, { returnObjects: true } as never);
  return typeof text === "string" && text !== key ? text : null;
}

/** The kind of record an action family is about, where the family is named otherwise ("sublogin" → "user"). */
const FAMILY_ENTITY: Record<string, string> = {
  sublogin: "user",
  shortlist: "course",
  bank: "bank_document",
  meeting: "expert_meeting",
  report: "report_job",
};

/** The kind of record (`entity`) an action code is about: "student.update" → "student", "masters.years.create" → "years". */
export function actionEntity(action: string): string {
  const [family = "", second = ""] = action.split(".");
  return family === "masters" || family === "catalogue" ? second : (FAMILY_ENTITY[family] ?? family);
}

/** The kind of record (`entity`) in the reader's language ("user" → "Usuario"); "Record" for one it does not know. */
export function entityLabel(i18n: Labels, entity: string): string {
  return label(i18n, `auditPage.entities.${entity}`) ?? i18n.t("auditPage.unknownEntity");
}

/**
 * An action code in the reader's language ("application.status" → "Estado de solicitud cambiado"). A code these
 * screens do not know yet reads "<kind of record>: other change" when its family names one, else "Other change":
 * never the code itself (it stays in the entry's tooltip).
 */
export function actionLabel(i18n: Labels, action: string): string {
  const own = /^[\w-]+(\.[\w-]+)+$/.test(action) ? label(i18n, `auditPage.actions.${action}`) : null;
  if (own) return own;
  const entity = actionEntity(action);
  const record = entity ? label(i18n, `auditPage.entities.${entity}`) : null;
  return record ? i18n.t("auditPage.unknownActionOf", { record }) : i18n.t("auditPage.unknownAction");
}
