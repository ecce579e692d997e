/**
 * Limits the screens show before they ask the server. Kept free of zod so the signed-in shell (the header's
 * shortlist) can read them without loading the schema library.
 */
export const SHORTLIST_MAX = 20;
export const COMPARE_MAX = 4;
