export type FieldErrors = Record<string, string[]>;

/** The one application error: a status, a sentence for people, and field errors where they apply. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** Extra top-level fields of the error body, e.g. existing_id. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new AppError(400, message, errors);
export const unauthorized = (message = "Authentication is required.") => new AppError(401, message);
export const forbidden = (message = "You are not allowed to do this.") => new AppError(403, message);
export const notFound = (message = "Not found.") => new AppError(404, message);
export const conflict = (message: string, errors?: FieldErrors, extra?: Record<string, unknown>) =>
  new AppError(409, message, errors, undefined, extra);
export const gone = (message: string) => new AppError(410, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** The sentence for a validation failure: how many fields need attention. */
export const fieldsMessage = (n: number) => (n === 1 ? "One field needs attention." : `${n} fields need attention.`);

/** 400 naming each bad field. */
export const invalid = (errors: FieldErrors) => badRequest(fieldsMessage(Object.keys(errors).length), errors);
