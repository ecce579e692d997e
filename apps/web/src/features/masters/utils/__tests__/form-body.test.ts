import { describe, expect, it } from "vitest";
import { MASTER_CONFIGS } from "../../config/resources";
import type { MasterConfig } from "../../config/types";
import { parseForm, toBody, visibleFields } from "../form-body";

const config = (resource: string) => MASTER_CONFIGS.find((c) => c.resource === resource) as MasterConfig;

describe("masters form body", () => {
  it("has one config per Masters resource, each with a distinct path", () => {
    expect(MASTER_CONFIGS.map((c) => c.resource).sort()).toEqual(
      [
        "application-statuses",
        "countries",
        "currency-rates",
        "intakes",
        "regions",
        "roles",
        "study-levels",
        "years",
      ].sort(),
    );
    expect(new Set(MASTER_CONFIGS.map((c) => c.path)).size).toBe(8);
  });

  it("hides a country's study levels unless it is a study destination, and then sends none", () => {
    const countries = config("countries");
    const values = { ...countries.initial(), study_level_ids: ["2"], is_study_destination: false };
    expect(visibleFields(countries, values).map((f) => f.name)).not.toContain("study_level_ids");
    expect(toBody(countries, values).study_level_ids).toEqual([]);
    const destination = { ...values, is_study_destination: true };
    expect(visibleFields(countries, destination).map((f) => f.name)).toContain("study_level_ids");
    expect(toBody(countries, destination).study_level_ids).toEqual(["2"]);
  });

  it("sends an empty region as null and upper-cases codes through the shared schema", () => {
    const parsed = parseForm(config("countries"), {
      ...config("countries").initial(),
      name: "Atlantis",
      iso2: "at",
      iso3: "atl",
    });
    expect(parsed).toEqual({
      ok: true,
      body: expect.objectContaining({ name: "Atlantis", iso2: "AT", iso3: "ATL", region_id: null }),
    });
  });

  it("names every missing field of an intake with the schema's sentence", () => {
    const parsed = parseForm(config("intakes"), config("intakes").initial());
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      name: "Name is required.",
      month: "Month is a number from 1 to 12.",
      year_id: "Choose a year.",
    });
  });

  it("turns the month and year choices into numbers", () => {
    const parsed = parseForm(config("intakes"), { name: "March 2031", month: "3", year_id: "12" });
    expect(parsed).toEqual({ ok: true, body: { name: "March 2031", month: 3, year_id: 12, is_active: true } });
  });

  it("requires at least one permission for a role", () => {
    const parsed = parseForm(config("roles"), { name: "Viewer", description: "", permissions: [] });
    expect(parsed.ok ? {} : parsed.errors).toEqual({ permissions: "Choose at least one permission." });
  });

  it("sends a currency rate as the API takes it: code upper-cased, the rate a number, the day as YYYY-MM-DD", () => {
    const rates = config("currency-rates");
    expect(rates.initial()).toEqual({ currency: "", per_usd: "", as_of: "", is_active: true });
    const parsed = parseForm(rates, { currency: "gbp", per_usd: "0.79", as_of: "2026-11-20", is_active: true });
    expect(parsed).toEqual({
      ok: true,
      body: { currency: "GBP", per_usd: 0.79, as_of: "2026-11-20", is_active: true },
    });
  });

  it("names each bad part of a currency rate with the schema's sentence", () => {
    const rates = config("currency-rates");
    const empty = parseForm(rates, rates.initial());
    expect(empty.ok ? {} : empty.errors).toEqual({
      currency: "The currency is a three-letter ISO 4217 code, e.g. GBP.",
      per_usd: "Rate per US dollar is required.",
      as_of: "As-of date is required.",
    });
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bad = parseForm(rates, { currency: "GB1", per_usd: 0, as_of: future, is_active: false });
    expect(bad.ok ? {} : bad.errors).toEqual({
      currency: "The currency is a three-letter ISO 4217 code, e.g. GBP.",
      per_usd: "Rate per US dollar is more than 0.",
      as_of: "As-of date cannot be in the future.",
    });
  });
});
