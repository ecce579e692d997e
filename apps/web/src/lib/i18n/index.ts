import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { baseStrings } from "./base-strings";

// The typed keys of every feature's strings are declared by the app root (app/feature-strings.ts). Other
// languages load on demand (register.ts, language.ts); what a translation lacks falls back to English.

void i18n.use(initReactI18next).init({
  // A copy: i18next merges every feature's strings into the object it is given, and baseStrings stays what it is.
  resources: { en: { translation: structuredClone(baseStrings) } },
  lng: "en",
  fallbackLng: "en",
  initAsync: false,
  interpolation: { escapeValue: false },
  // A feature's translation can arrive after its screen rendered: the screen renders again with it.
  react: { bindI18nStore: "added" },
});

export { i18n };
