import { createMessageTranslator } from "@pp/shared/i18n";
import { messageCatalogs } from "@pp/shared/i18n/messages";
import { englishMessages } from "@pp/shared/i18n/messages/en";
import { describe, expect, it } from "vitest";
import { extractMessages } from "../../../../scripts/messages.mjs";

/** Issue 17: every sentence the API can answer with has a translation in each language, with its placeholders. */
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the API's message catalogs", () => {
  it("list every sentence in the source (run `node scripts/messages.mjs` after adding one)", () => {
    expect(englishMessages).toEqual(extractMessages());
    expect(englishMessages.length).toBeGreaterThan(300);
    // It parses every source file: seconds on a busy machine.
  }, 60_000);

  for (const [language, load] of Object.entries(messageCatalogs)) {
    it(`${language} translates each of them, with the same placeholders`, async () => {
      const catalog = await load();
      const missing = englishMessages.filter((m) => !(m in catalog));
      const extra = Object.keys(catalog).filter((k) => !englishMessages.includes(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const [from, to] of Object.entries(catalog)) {
        expect(to.trim(), from).not.toBe("");
        expect(placeholders(to), from).toEqual(placeholders(from));
      }
    });
  }
});

describe("a translator", () => {
  const t = createMessageTranslator({
    Name: "Nombre",
    "{label} is required.": "El campo {label} es obligatorio.",
    "{n} sub-login{value}.": "{n} subcuenta{value}.",
    "Passwords do not match.": "Las contraseñas no coinciden.",
  });
  it("translates a whole sentence, a template with a translated value, and an empty value", () => {
    expect(t("Passwords do not match.")).toBe("Las contraseñas no coinciden.");
    expect(t("Name is required.")).toBe("El campo Nombre es obligatorio.");
    expect(t("City is required.")).toBe("El campo City es obligatorio.");
    expect(t("1 sub-login.")).toBe("1 subcuenta.");
    expect(t("3 sub-logins.")).toBe("3 subcuentas.");
  });
  it("leaves what it does not know as it is", () => {
    expect(t("Something new happened.")).toBe("Something new happened.");
  });
});

describe("a translator of sentences inside sentences (issue 36)", () => {
  const t = createMessageTranslator({
    "Task due today: {title}": "Tarea para hoy: {title}",
    "Upload {what} for {name}": "Subir {what} de {name}",
    "the passport": "el pasaporte",
    "{a} ({b})": "{a} [{b}]",
  });
  it("translates a captured value that is a sentence of its own, and its values in turn", () => {
    expect(t("Task due today: Upload the passport for Asha Rao")).toBe(
      "Tarea para hoy: Subir el pasaporte de Asha Rao",
    );
    expect(t("Upload the passport for Asha Rao")).toBe("Subir el pasaporte de Asha Rao");
  });
  it("keeps a captured value that matches only a template with no words of its own", () => {
    // "{a} ({b})" has three literal characters: a person's own title is never taken apart by it.
    expect(t("Task due today: Call Asha (sponsor)")).toBe("Tarea para hoy: Call Asha (sponsor)");
    expect(t("Call Asha (sponsor)")).toBe("Call Asha [sponsor]");
  });
});
