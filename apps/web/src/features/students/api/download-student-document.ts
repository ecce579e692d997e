import { useMutation } from "@tanstack/react-query";
import { api, saveFile } from "../../../lib/api-client";
import { studentPaths } from "./student-keys";

/** Downloads a document with the bearer token and saves it under the server's file name. */
export function useDownloadStudentDocument(id: number) {
  return useMutation({
    mutationFn: (docId: number) => api.download(studentPaths.download(id, docId)).then(saveFile),
  });
}
