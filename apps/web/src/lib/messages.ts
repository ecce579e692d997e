/** The error catalogue of SPEC.md section 8, for features to use as fallbacks. */
export { loaderMessages, messages } from "@pp/shared";
