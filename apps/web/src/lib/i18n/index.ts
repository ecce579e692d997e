import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en";

// The typed keys of every feature's strings are declared by the app root (app/feature-strings.ts).

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: "en",
  fallbackLng: "en",
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
