import type { ApplicationDetail } from "@pp/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminApplicationPath } from "./get-application";
import { adminApplicationKeys } from "./keys";

/** Uploads the offer letter (multipart field `file`); the answer is the updated application. */
export function useUploadOfferLetter(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return api
        .upload<{ data: ApplicationDetail }>(`${adminApplicationPath(id)}offer-letter/`, form)
        .then((r) => r.data);
    },
    onSuccess: (detail) => {
      client.setQueryData(adminApplicationKeys.detail(id), detail);
      return Promise.all([client.invalidateQueries({ queryKey: adminApplicationKeys.lists() })]);
    },
  });
}
