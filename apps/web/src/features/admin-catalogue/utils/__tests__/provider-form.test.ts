import { describe, expect, it } from "vitest";
import { ApiError } from "../../../../lib/api-error";
import type { AdminProvider } from "../../api/keys";
import { serverFieldErrors } from "../form-errors";
import { emptyProviderValues, parseProvider, providerToValues, validateProvider } from "../provider-form";

const provider: AdminProvider = {
  id: 4,
  name: "Northbridge College",
  country_id: 12,
  country: { id: 12, name: "United Kingdom" },
  city: null,
  type: "college",
  website: "https://northbridge.example.ac.uk",
  logo_url: null,
  description: null,
  contact_name: "Ada Lovelace",
  contact_email: "ada@northbridge.example.ac.uk",
  contact_phone: null,
  is_active: true,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

describe("provider form values", () => {
  it("asks for a name and a country, and checks the website and email", () => {
    expect(validateProvider(emptyProviderValues())).toEqual({
      name: "Name is required.",
      country_id: "Choose a country.",
    });
    const errors = validateProvider({
      ...providerToValues(provider),
      website: "northbridge.ac.uk",
      contact_email: "not-an-email",
    });
    expect(errors).toEqual({
      website: "The website starts with http:// or https://.",
      contact_email: "Enter a valid email address.",
    });
  });

  it("sends empty texts as null, the country as a number, and never is_active", () => {
    const parsed = parseProvider({ ...providerToValues(provider), city: " ", contact_email: "ADA@X.ORG" });
    expect(parsed).toEqual({
      ok: true,
      body: {
        name: "Northbridge College",
        country_id: 12,
        city: null,
        type: "college",
        website: "https://northbridge.example.ac.uk",
        description: null,
        contact_name: "Ada Lovelace",
        contact_email: "ada@x.org",
        contact_phone: null,
      },
    });
  });

  it("puts the server's field errors on top-level fields", () => {
    const error = new ApiError(400, "Check the fields.", {
      fieldErrors: { "intake_months.0": ["Intake months are 1 to 12."], name: ["Taken.", "Other."] },
    });
    expect(serverFieldErrors(error)).toEqual({ intake_months: "Intake months are 1 to 12.", name: "Taken." });
    expect(serverFieldErrors(new Error("x"))).toEqual({});
  });
});
