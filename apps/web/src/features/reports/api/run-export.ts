import type { ReportFormat, ReportJob, ReportKind } from "@pp/shared";
import { API_BASE, api, filenameFrom, saveFile } from "../../../lib/api-client";
import { ApiError, type FieldErrors } from "../../../lib/api-error";
import { useSession } from "../../../lib/auth/session-store";
import { i18n } from "../../../lib/i18n";
import { fallbackFileName, type ReportFilters, reportPaths } from "../utils/report-kinds";
import { readWithProgress, type StreamProgress } from "../utils/stream-progress";

export type ExportRequest = {
  kind: ReportKind;
  format: ReportFormat;
  filters: ReportFilters;
  background: boolean;
  signal: AbortSignal;
  /** The rows the file will have (from x-total-rows) once the server answers. */
  onStart?: (total: number | null) => void;
  onProgress?: (p: StreamProgress) => void;
};

/** A direct export ends with the file saved; a background one with its job. */
export type ExportResult = { type: "file"; filename: string; rows: number | null } | { type: "job"; job: ReportJob };

async function errorOf(res: Response): Promise<ApiError> {
  let body: { message?: unknown; errors?: unknown; request_id?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: the status says enough
  }
  return new ApiError(res.status, typeof body.message === "string" ? body.message : "", {
    fieldErrors: typeof body.errors === "object" && body.errors ? (body.errors as FieldErrors) : {},
    requestId: typeof body.request_id === "string" ? body.request_id : undefined,
  });
}

/**
 * Runs an export: the file streams back and is read chunk by chunk (so the screen can show rows or bytes as they
 * arrive), then saved under the server's file name; a 202 hands back the background job instead.
 * The bearer token comes from the session; after a 401 one ordinary API call renews it, then the export retries.
 */
export async function runExport(req: ExportRequest): Promise<ExportResult> {
  const path = reportPaths.file(req.kind, req.format, req.filters, req.background);
  const open = (token: string) =>
    fetch(`${API_BASE}${path}`, {
      // The file's labels and values are written in the interface's language (issue 35).
      headers: { Accept: "*/*", Authorization: `Bearer ${token}`, "Accept-Language": i18n.language || "en" },
      signal: req.signal,
    });
  const token = useSession.getState().access;
  if (!token) throw new ApiError(401, i18n.t("errors.noToken"), { kind: "no_token" });
  let res: Response;
  try {
    res = await open(token);
    if (res.status === 401) {
      // The API client refreshes an expired token on its own: one cheap call, then the fresh token.
      await api.get(reportPaths.count(req.kind, req.filters), { signal: req.signal });
      const fresh = useSession.getState().access;
      if (!fresh) throw new ApiError(401, i18n.t("auth.login.sessionExpired"), { kind: "session_expired" });
      res = await open(fresh);
    }
  } catch (error) {
    if (req.signal.aborted || error instanceof ApiError) throw error;
    throw new ApiError(0, i18n.t("errors.network"), { kind: "network" });
  }
  if (!res.ok) throw await errorOf(res);
  if (res.status === 202) {
    const body = (await res.json()) as { data: ReportJob };
    return { type: "job", job: body.data };
  }

  const totalHeader = res.headers.get("x-total-rows");
  const total = totalHeader !== null && totalHeader !== "" ? Number(totalHeader) : null;
  req.onStart?.(Number.isFinite(total) ? total : null);
  const filename = filenameFrom(res.headers.get("content-disposition"), fallbackFileName(req.kind, req.format));
  const type = res.headers.get("content-type") ?? "application/octet-stream";
  let rows: number | null = null;
  let blob: Blob;
  if (res.body) {
    const chunks = await readWithProgress(res.body, {
      countRows: req.format === "csv",
      total,
      onProgress: (p) => {
        rows = p.rows;
        req.onProgress?.(p);
      },
    });
    blob = new Blob(chunks as BlobPart[], { type });
  } else {
    blob = await res.blob();
  }
  saveFile({ blob, filename });
  return { type: "file", filename, rows: total ?? rows };
}
