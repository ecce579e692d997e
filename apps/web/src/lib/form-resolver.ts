import { type FormErrors, schemaResolver } from "@mantine/form";
import { translateErrors } from "./i18n/server-messages";

type Schema = Parameters<typeof schemaResolver>[0];
/** Mantine's schema resolver with the shared schemas' messages in the interface's language (issue 17). */
export function localSchemaResolver(schema: Schema) {
  const resolve = schemaResolver(schema, { sync: true });
  return <Values>(values: Values): FormErrors => translateErrors(resolve(values as Record<string, unknown>));
}
