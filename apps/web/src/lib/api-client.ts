import { apiPaths } from "@pp/shared/paths";
import { versionTag } from "@pp/shared/versions";
import { ApiError, type FieldErrors } from "./api-error";
import { useSession } from "./auth/session-store";
import { accessEnded } from "./auth/token-expiry";
import { dataVersionHeader, sawDataVersion } from "./data-version";
import { i18n } from "./i18n";

import { idempotencyKeyFor } from "./idempotency";

export const API_BASE = "/api";
export const API_TIMEOUT_MS = 30_000;

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Send the bearer token and refresh it on 401 (default true). */
  auth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Read a successful answer as a file (a Blob and its file name) instead of JSON. */
  asFile?: boolean;
};

/** A downloaded file: its content and the name the server gave it. */
export type DownloadedFile = { blob: Blob; filename: string };

type Exchange = { status: number; ok: boolean; body: unknown };

/** The file name from a Content-Disposition header (RFC 6266 `filename*` first). */
export function filenameFrom(disposition: string | null, fallback = "download"): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim().replace(/^"|"$/g, ""));
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallback;
}

/** Calls that must never trigger a refresh themselves. */
const NO_REFRESH = new Set<string>([apiPaths.login, apiPaths.tokenRefresh, apiPaths.logout]);

let refreshing: Promise<string> | null = null;

function sessionExpired(): ApiError {
  useSession.getState().expire();
  return new ApiError(401, i18n.t("auth.login.sessionExpired"), { kind: "session_expired" });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One HTTP exchange, body included, under the time-out. Network failures become ApiErrors. */
async function send(path: string, options: RequestOptions, token: string | null): Promise<Exchange> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener("abort", cancel, { once: true });

  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  if (options.asFile) headers.Accept = "*/*";
  if (token) headers.Authorization = `Bearer ${token}`;
  // The server answers its messages in the interface's language (issue 17); the account's setting agrees with it.
  headers["Accept-Language"] = i18n.language || "en";
  const version = dataVersionHeader();
  if (version && token) headers["PP-Data-Version"] = version;
  try {
    const res = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
    });
    sawDataVersion(res.headers.get("PP-Data-Version"));
    if (options.asFile && res.ok) {
      const file: DownloadedFile = {
        blob: await res.blob(),
        filename: filenameFrom(res.headers.get("Content-Disposition")),
      };
      return { status: res.status, ok: true, body: file };
    }
    const body = parseBody(await res.text());
    return { status: res.status, ok: res.ok, body };
  } catch (error) {
    if (timedOut) throw new ApiError(0, i18n.t("errors.timeout"), { kind: "timeout" });
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, i18n.t("errors.network"), { kind: "network" });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", cancel);
  }
}

function toError({ status, body }: Exchange): ApiError {
  const envelope = (typeof body === "object" && body !== null ? body : {}) as {
    message?: unknown;
    errors?: unknown;
    request_id?: unknown;
    existing_id?: unknown;
    code?: unknown;
  };
  // No body at all: "Unknown error"; a body without a message: empty, so each screen's own fallback shows.
  const message =
    typeof envelope.message === "string" ? envelope.message : body === undefined ? i18n.t("errors.unknown") : "";
  return new ApiError(status, message, {
    fieldErrors: typeof envelope.errors === "object" && envelope.errors ? (envelope.errors as FieldErrors) : {},
    requestId: typeof envelope.request_id === "string" ? envelope.request_id : undefined,
    existingId: typeof envelope.existing_id === "number" ? envelope.existing_id : undefined,
    code: typeof envelope.code === "string" ? envelope.code : undefined,
  });
}

async function refreshTokens(): Promise<string> {
  const { refresh } = useSession.getState();
  if (!refresh) throw sessionExpired();
  const res = await send(apiPaths.tokenRefresh, { method: "POST", body: { refresh } }, null);
  if (res.status === 400 || res.status === 401 || res.status === 403) throw sessionExpired();
  if (!res.ok) throw toError(res);
  const tokens = (res.body as { data: { access: string; refresh: string } }).data;
  useSession.getState().setTokens(tokens);
  return tokens.access;
}

/** A fresh access token after a 401; concurrent callers share one refresh. */
async function renewAccess(usedToken: string): Promise<string> {
  const session = useSession.getState();
  if (session.access && session.access !== usedToken) return session.access;
  if (session.adoptRememberedTokens()) return useSession.getState().access!;
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** JSON over fetch: bearer token, one silent refresh on 401, a time-out, and ApiError for every failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? true;
  let token = auth ? useSession.getState().access : null;
  if (auth && !token) throw new ApiError(401, i18n.t("errors.noToken"), { kind: "no_token" });
  // An access token that has ended is renewed first (one refresh shared by every call of the page), not after a 401.
  if (token && !NO_REFRESH.has(path) && accessEnded(token)) token = await renewAccess(token);

  // A POST carries an Idempotency-Key, the same on the retry below (lib/idempotency.ts).
  if ((options.method ?? "GET") === "POST" && auth && !options.headers?.["Idempotency-Key"]) {
    const key = idempotencyKeyFor("POST", path, options.body);
    options = { ...options, headers: { ...options.headers, "Idempotency-Key": key } };
  }
  let res = await send(path, options, token);
  if (res.status === 401 && token && !NO_REFRESH.has(path)) {
    res = await send(path, options, await renewAccess(token));
    if (res.status === 401) throw sessionExpired();
  }
  if (!res.ok) throw toError(res);
  return res.body as T;
}

/**
 * Request options naming the version of a record as shown (its `updated_at`) in If-Match: a change made meanwhile
 * by someone else answers 412 with a sentence instead of being overwritten. No version, no header.
 */
export function ifMatch(version?: string | null): { headers: Record<string, string> } {
  return { headers: version ? { "If-Match": versionTag(version) } : {} };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
  /** multipart/form-data POST (file uploads); the browser sets the boundary. */
  upload: <T>(path: string, form: FormData, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body: form }),
  /** GET a file with the bearer token; the caller decides whether to save or show it. */
  download: (path: string, options?: Omit<RequestOptions, "method" | "body" | "asFile">) =>
    apiRequest<DownloadedFile>(path, { ...options, method: "GET", asFile: true }),
};

/**
 * Reads a server-sent-event stream with the bearer token (EventSource cannot send one), calling `onEvent` for
 * each event until `signal` aborts or the stream ends. An ended token is renewed first and a 401 renews it once,
 * like every other call.
 * `onOpen` is called once the stream is answered and open.
 */
export async function readEventStream(
  path: string,
  onEvent: (event: string, data: string) => void,
  signal: AbortSignal,
  onOpen?: () => void,
): Promise<void> {
  let token = useSession.getState().access;
  if (!token) throw new ApiError(401, i18n.t("errors.noToken"), { kind: "no_token" });
  if (accessEnded(token)) token = await renewAccess(token);
  const open = (t: string) =>
    fetch(`${API_BASE}${path}`, { headers: { Accept: "text/event-stream", Authorization: `Bearer ${t}` }, signal });
  let res = await open(token);
  if (res.status === 401) {
    token = await renewAccess(token);
    res = await open(token);
  }
  if (!res.ok || !res.body) throw new ApiError(res.status, i18n.t("errors.unknown"));
  onOpen?.();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let cut = buffer.indexOf("\n\n");
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data !== undefined) onEvent(event, data);
      cut = buffer.indexOf("\n\n");
    }
  }
}

/** Saves a downloaded file through a temporary object URL. */
export function saveFile({ blob, filename }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
