import { z } from "zod";
import { INT4_MAX, INT4_MESSAGE } from "../limits";
import { PERMISSIONS } from "../permissions";
import { emailField, nameField } from "./fields";
import { phoneField } from "./profile";

const permissionArray = z
  .array(z.enum(PERMISSIONS, { error: "Unknown permission." }), { error: "Permissions are a list." })
  .max(PERMISSIONS.length);
const permissionList = permissionArray.default([]);

export const subLoginCreateBody = z.object({
  name: nameField("Name"),
  email: emailField,
  phone: phoneField.nullable().optional(),
  role_id: z.coerce
    .number({ error: "Choose a role template." })
    .int()
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("Choose a role template."),
  extra_permissions: permissionList,
});
export type SubLoginCreateBody = z.input<typeof subLoginCreateBody>;

export const subLoginUpdateBody = z.object({
  name: nameField("Name").optional(),
  phone: phoneField.nullable().optional(),
  role_id: z.coerce
    .number({ error: "Choose a role template." })
    .int()
    .max(INT4_MAX, INT4_MESSAGE)
    .positive("Choose a role template.")
    .optional(),
  // No default here: leaving it out keeps the sub-login's current extras.
  extra_permissions: permissionArray.optional(),
});

const ref = z.object({ id: z.number().int().max(INT4_MAX, INT4_MESSAGE), name: z.string() });

export const subLoginItem = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: ref.nullable(),
  permissions: z.array(z.string()),
  status: z.string(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  performance: z.object({
    students: z.number().int().max(INT4_MAX, INT4_MESSAGE),
    applications: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  }),
});
export type SubLoginItem = z.infer<typeof subLoginItem>;

export const roleTemplate = z.object({
  id: z.number().int().max(INT4_MAX, INT4_MESSAGE),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(z.string()),
});
