import type { i18n as I18n } from "i18next";

/** A readable name for an audit action ("application.status" → "Application status changed"), else the code. */
export function actionLabel(i18n: Pick<I18n, "exists" | "t">, action: string): string {
  if (!action.includes(".")) return action;
  const key = `auditPage.actions.${action}`;
  if (!i18n.exists(key)) return action;
  const label: unknown = i18n.t(key as never);
  return typeof label === "string" && label !== key ? label : action;
}
