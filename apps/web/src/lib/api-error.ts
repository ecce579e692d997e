export type ApiErrorKind = "http" | "timeout" | "network" | "no_token" | "session_expired";

export type FieldErrors = Record<string, string[]>;

/** Every failed call ends in one of these: HTTP status, a human sentence, and the field errors if any. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly fieldErrors: FieldErrors;
  readonly requestId: string | undefined;
  /** On a 409 for a duplicate: the id of the record that already exists. */
  readonly existingId: number | undefined;
  /** The server's machine-readable reason, e.g. `two_factor_setup_required` on a 403. */
  readonly code: string | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      kind?: ApiErrorKind;
      fieldErrors?: FieldErrors;
      requestId?: string;
      existingId?: number;
      code?: string;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.kind = options.kind ?? "http";
    this.fieldErrors = options.fieldErrors ?? {};
    this.requestId = options.requestId;
    this.existingId = options.existingId;
    this.code = options.code;
  }

  /** The first message for each field, the shape a form wants. */
  firstFieldErrors(): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.fieldErrors).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])),
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for a failure, or the caller's fallback when there is nothing better. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
