import type { ComboboxItem, ComboboxItemGroup } from "@mantine/core";
import { AUDIT_ACTION_CODES, AUDIT_ENTITIES } from "@pp/shared";
import type { i18n as I18n } from "i18next";
import { intlLocale } from "../../../lib/i18n/languages";
import { actionEntity, actionLabel, entityLabel } from "./action-label";

type Labels = Pick<I18n, "exists" | "t" | "language">;

const byLabel = (locale: string) => (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, locale);

/**
 * The action filter's options: every code the server writes (@pp/shared), labelled in the reader's language and
 * grouped by the kind of record, in the language's order. A code in the URL that the list does not hold (an older
 * one) is offered too, so the filter shows what it filters by.
 */
export function actionOptions(i18n: Labels, current = ""): ComboboxItemGroup<ComboboxItem>[] {
  const locale = intlLocale(i18n.language ?? "en");
  const codes = new Set<string>(AUDIT_ACTION_CODES);
  if (current) codes.add(current);
  const groups = new Map<string, ComboboxItem[]>();
  for (const code of codes) {
    const group = entityLabel(i18n, actionEntity(code));
    const items = groups.get(group) ?? [];
    items.push({ value: code, label: actionLabel(i18n, code) });
    groups.set(group, items);
  }
  return [...groups]
    .map(([group, items]) => ({ group, items: items.sort(byLabel(locale)) }))
    .sort((a, b) => a.group.localeCompare(b.group, locale));
}

/** The record-type filter's options: every kind of record, labelled and in the reader's order. */
export function entityOptions(i18n: Labels, current = ""): ComboboxItem[] {
  const locale = intlLocale(i18n.language ?? "en");
  const kinds = new Set<string>(AUDIT_ENTITIES);
  if (current) kinds.add(current);
  return [...kinds].map((k) => ({ value: k, label: entityLabel(i18n, k) })).sort(byLabel(locale));
}
