import { describe, expect, it } from "vitest";
import { PROVIDER_LIST_DEFAULTS, providerListQuery } from "../provider-query";

const params = (q: string) => Object.fromEntries(new URLSearchParams(q));

describe("providerListQuery", () => {
  it("sends search, country and a known type", () => {
    expect(
      params(providerListQuery({ ...PROVIDER_LIST_DEFAULTS, search: "Leeds", country: "3", type: "college" }, 1)),
    ).toEqual({ page: "1", page_size: "25", ordering: "name", search: "Leeds", country: "3", type: "college" });
  });

  it("drops an unknown type and a bad country; only name orderings", () => {
    expect(
      params(providerListQuery({ ...PROVIDER_LIST_DEFAULTS, type: "castle", country: "x", ordering: "-id" }, 3)),
    ).toEqual({ page: "3", page_size: "25", ordering: "name" });
    expect(params(providerListQuery({ ...PROVIDER_LIST_DEFAULTS, ordering: "-name" }, 1)).ordering).toBe("-name");
  });
});
