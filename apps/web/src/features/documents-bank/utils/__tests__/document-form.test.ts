import type { BankDocumentItem } from "@pp/shared";
import { describe, expect, it } from "vitest";
import {
  documentToValues,
  emptyDocumentValues,
  validateDocument,
  valuesToFormData,
  valuesToPatch,
} from "../document-form";

describe("document form values", () => {
  it("names the missing fields with the shared schema's messages", () => {
    expect(validateDocument(emptyDocumentValues())).toEqual({
      title: "Write a title of at least 3 characters.",
      category: "Choose a category.",
    });
  });

  it("sends empty choices as null on edit, and ids as numbers", () => {
    expect(
      valuesToPatch({ title: "Guide", description: " ", category: "guide", provider_id: "4", country_id: null }),
    ).toEqual({ title: "Guide", description: null, category: "guide", provider_id: 4, country_id: null });
  });

  it("builds the multipart upload with the file last", () => {
    const file = new File(["%PDF-1.4"], "guide.pdf", { type: "application/pdf" });
    const form = valuesToFormData(
      { title: "Guide", description: "", category: "guide", provider_id: null, country_id: "9" },
      file,
    );
    expect([...form.keys()]).toEqual(["title", "description", "category", "provider_id", "country_id", "file"]);
    expect(form.get("country_id")).toBe("9");
    expect(form.get("provider_id")).toBe("");
    expect((form.get("file") as File).name).toBe("guide.pdf");
  });

  it("reads a saved document into the form", () => {
    const doc = {
      id: 1,
      title: "Brochure",
      description: null,
      category: "brochure",
      provider: { id: 3, name: "Uni" },
      country: null,
      version: 2,
      file_name: "b.pdf",
      content_type: "application/pdf",
      size_bytes: 10,
      is_active: true,
      updated_at: "2030-01-01T00:00:00Z",
    } satisfies BankDocumentItem;
    expect(documentToValues(doc)).toEqual({
      title: "Brochure",
      description: "",
      category: "brochure",
      provider_id: "3",
      country_id: null,
    });
  });
});
