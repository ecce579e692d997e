import { describe, expect, it } from "vitest";
import { MASTER_CONFIGS } from "../../config/resources";
import type { MasterConfig } from "../../config/types";
import { parseForm, toBody, visibleFields } from "../form-body";

const config = (resource: string) => MASTER_CONFIGS.find((c) => c.resource === resource) as MasterConfig;

describe("masters form body", () => {
  it("has one config per Masters resource, each with a distinct path", () => {
    expect(MASTER_CONFIGS.map((c) => c.resource).sort()).toEqual(
      ["application-statuses", "countries", "intakes", "regions", "roles", "study-levels", "years"].sort(),
    );
    expect(new Set(MASTER_CONFIGS.map((c) => c.path)).size).toBe(7);
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
});
