import type { StudentCreateBody } from "@pp/shared";
import { api } from "../../../lib/api-client";
import type { StudentList } from "./get-students";
import { studentPaths } from "./student-keys";

/**
 * The id of the student a 409 is about. The server sends `existing_id`, but ApiError does not carry it yet,
 * so the student is found again by the e-mail or passport number that clashed.
 */
export async function findDuplicateId(body: Pick<StudentCreateBody, "email" | "passport_number">, field: string) {
  const key = field === "passport_number" ? body.passport_number : body.email;
  if (!key) return null;
  const q = new URLSearchParams({ search: key.trim(), page_size: "10" });
  const list = await api.get<StudentList>(`${studentPaths.list}?${q}`).catch(() => null);
  const wanted = key.trim().toLowerCase();
  const match = list?.results.data.find((s) =>
    field === "passport_number" ? s.passport_number?.toLowerCase() === wanted : s.email.toLowerCase() === wanted,
  );
  return match?.id ?? null;
}
