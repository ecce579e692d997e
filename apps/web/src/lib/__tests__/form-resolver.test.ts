import { applicationMessageBody } from "@pp/shared";
import { messageCatalogs } from "@pp/shared/i18n/messages";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { localSchemaResolver } from "../form-resolver";
import { i18n } from "../i18n";
import { translateMessage } from "../i18n/server-messages";

/** Issue 17: the shared schemas' messages, checked in the browser, read in the interface's language. */
afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("validation messages in the interface's language", () => {
  it("are English in English, and the catalog's text in Spanish and Arabic", async () => {
    const validate = localSchemaResolver(applicationMessageBody);
    const english = validate({ body: "" });
    expect(Object.values(english)[0]).toMatch(/^[A-Z].*\.$/);
    const sentence = String(Object.values(english)[0]);

    for (const language of ["es", "ar"] as const) {
      const catalog = await messageCatalogs[language]();
      await i18n.changeLanguage(language);
      await waitFor(() => expect(translateMessage(sentence)).toBe(catalog[sentence]));
      expect(Object.values(validate({ body: "" }))[0]).toBe(catalog[sentence]);
    }
    await i18n.changeLanguage("en");
    expect(translateMessage(sentence)).toBe(sentence);
    expect(Object.values(validate({ body: "" }))[0]).toBe(sentence);
  });
});
