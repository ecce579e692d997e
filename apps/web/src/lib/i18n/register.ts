import { i18n } from "./index";

/**
 * Adds a feature's strings to the English resources when its code loads, so each screen's
 * texts travel in that screen's chunk instead of the sign-in page's entry (issue 3, first load).
 * A feature module calls this at its top level; the keys are typed through `FeatureStrings`.
 */
export function registerStrings(bundle: Record<string, unknown>) {
  i18n.addResourceBundle("en", "translation", bundle, true, true);
}
