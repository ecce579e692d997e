/**
 * Limits the screens show before they ask the server. Kept free of zod so the signed-in shell (the header's
 * shortlist) can read them without loading the schema library.
 */
export const SHORTLIST_MAX = 20;
export const COMPARE_MAX = 4;

/** The largest value of a PostgreSQL `integer` column: every id and count a request carries stays within it. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MESSAGE = "Enter a whole number no larger than 2,147,483,647.";
