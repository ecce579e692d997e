import type { BankDocumentItem } from "@pp/shared";
import { useMutation } from "@tanstack/react-query";
import { api, saveFile } from "../../../lib/api-client";
import { type BankSide, bankPaths } from "./bank-keys";

/** Downloads the current version with the bearer token and saves it under the name the server gives. */
export function useDownloadDocument(side: BankSide) {
  return useMutation({
    mutationFn: async (doc: Pick<BankDocumentItem, "id" | "file_name">) => {
      const file = await api.download(bankPaths.download(side, doc.id));
      const named = file.filename === "download" ? { ...file, filename: doc.file_name } : file;
      saveFile(named);
      return named.filename;
    },
  });
}
