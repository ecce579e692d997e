/**
 * ISO 4217 currency codes as the runtime's ICU data knows them (Intl.supportedValuesOf, maintained with each
 * Node and browser release): "XYZ" has the shape of a code but names no currency (issue 35).
 */
const CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf("currency"));

export const isCurrencyCode = (code: string) => CODES.has(code);
