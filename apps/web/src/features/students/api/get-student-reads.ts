import type { ReadLogItem } from "@pp/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { studentKeys, studentPaths } from "./student-keys";

export type ReadLogPage = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { data: ReadLogItem[] };
};

/** "Who viewed this" (issue 37): the owner's page of one student's read log, newest first, 20 a page. */
export function useStudentReads(id: number, page: number) {
  return useQuery({
    queryKey: studentKeys.reads(id, page),
    queryFn: ({ signal }) => api.get<ReadLogPage>(studentPaths.reads(id, page), { signal }),
    placeholderData: keepPreviousData,
  });
}
