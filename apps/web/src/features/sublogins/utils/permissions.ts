import { isGrantable, PERMISSIONS, type Permission } from "@pp/shared";

type Template = { permissions: readonly string[] };

/** The permissions a partner may add on top of a template: every grantable one the template lacks. */
export function extraChoices(template: Template | undefined): Permission[] {
  if (!template) return [];
  return PERMISSIONS.filter((p) => !template.permissions.includes(p));
}

/** The template's own permissions that a partner can grant, in the order of PERMISSIONS. */
export function includedPermissions(template: Template | undefined): Permission[] {
  if (!template) return [];
  return PERMISSIONS.filter((p) => template.permissions.includes(p));
}

/** A sub-login's permissions beyond its template: what the form shows ticked as extras. */
export function extrasOf(granted: readonly string[], template: Template | undefined): Permission[] {
  return granted.filter(isGrantable).filter((p) => !template?.permissions.includes(p));
}

/** The extras still worth sending once a template is chosen (those it includes are dropped). */
export function keepExtras(extras: readonly string[], template: Template | undefined): Permission[] {
  const allowed = new Set<string>(extraChoices(template));
  return PERMISSIONS.filter((p) => extras.includes(p) && allowed.has(p));
}
