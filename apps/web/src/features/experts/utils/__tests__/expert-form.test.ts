import type { ExpertItem } from "@pp/shared";
import { describe, expect, it } from "vitest";
import { expertFormBody, expertFormValues, fieldErrorsOnFields, validateExpert } from "../expert-form";

const expert: ExpertItem = {
  id: 4,
  name: "Eleanor Whitfield",
  title: "Regional Manager",
  provider: { id: 9, name: "University of Manchester" },
  email: "eleanor@uni.example",
  phone: null,
  bio: null,
  languages: ["English", "Hindi"],
  countries: [{ id: 101, name: "India" }],
  regions: [{ id: 3, name: "Asia" }],
  photo_url: null,
  is_active: false,
};

describe("the expert form", () => {
  it("round-trips an expert into the body the routes take", () => {
    expect(expertFormBody(expertFormValues(expert))).toEqual({
      name: "Eleanor Whitfield",
      title: "Regional Manager",
      provider_id: 9,
      email: "eleanor@uni.example",
      phone: "",
      bio: "",
      languages: ["English", "Hindi"],
      country_ids: [101],
      region_ids: [3],
      is_active: false,
    });
    expect(validateExpert(expertFormValues(expert))).toEqual({});
  });

  it("names each bad field with the shared schema's message", () => {
    const v = { ...expertFormValues(), email: "nope", phone: "call me", languages: ["x"] };
    expect(validateExpert(v)).toEqual({
      name: "Name is required.",
      email: "Enter a valid email address.",
      phone: "A phone number has digits, spaces, +, ( ) and - only.",
      languages: "A language has at least 2 letters.",
    });
  });

  it("puts a server error about a list item on the list's field", () => {
    expect(fieldErrorsOnFields({ "country_ids.0": ["Choose countries."], email: ["Taken.", "Other"] })).toEqual({
      country_ids: "Choose countries.",
      email: "Taken.",
    });
  });
});
