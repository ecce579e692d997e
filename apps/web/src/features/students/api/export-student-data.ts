import type { ReportJob } from "@pp/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentPaths } from "./student-keys";

/** Asks for the archive of everything held about a student (the owner only; issue 37): a background export. */
export function useExportStudentData(id: number) {
  return useMutation({
    mutationFn: () => api.post<{ data: ReportJob }>(studentPaths.accessExport(id), {}).then((r) => r.data),
  });
}
