import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en";
import type { FeatureStrings } from "./feature-strings";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en & FeatureStrings };
  }
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: "en",
  fallbackLng: "en",
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
