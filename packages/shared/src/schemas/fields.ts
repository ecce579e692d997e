import { z } from "zod";

/** Field schemas reused by every form and every route. */
export const emailField = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email is too long.")
  .pipe(z.email({ error: "Enter a valid email address." }))
  .transform((v) => v.toLowerCase());

export const loginPasswordField = z
  .string({ error: "Password is required." })
  .min(1, "Password is required.")
  .max(200, "Password is too long.");

export const PASSWORD_MIN = 8;

export const newPasswordField = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(200, "Password is too long.")
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), {
    message: "Password needs an upper-case letter, a lower-case letter and a digit.",
  });

export const nameField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(150, `${label} is too long.`);

type Undefaulted<S extends z.ZodRawShape> = {
  [K in keyof S]: S[K] extends z.ZodDefault<infer Inner> ? z.ZodOptional<Inner> : z.ZodOptional<S[K]>;
};

/**
 * The body of a PATCH made from a create body: every field optional and no defaults. Zod 4's `partial()` keeps a
 * field's default, so a change of one field would reset the others (a status renamed would stop triggering
 * commission); with this a field the caller leaves out stays as it is.
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  );
  return z.object(shape).partial() as unknown as z.ZodObject<Undefaulted<S>>;
}
