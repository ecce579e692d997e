import { describe, expect, it } from "vitest";
import { orderingFromSort, readParams, sortFromOrdering, toQuery } from "../use-list-params";

describe("list params in the URL", () => {
  const defaults = { page_size: 25, ordering: "-created_at", search: "", status: "", mine: false };

  it("reads values typed like the defaults and falls back on bad numbers", () => {
    const params = new URLSearchParams("page_size=abc&search=ana&status=Draft&mine=true&other=x");
    expect(readParams(params, defaults)).toEqual({
      page_size: 25,
      ordering: "-created_at",
      search: "ana",
      status: "Draft",
      mine: true,
    });
    expect(readParams(new URLSearchParams("page_size=50"), defaults).page_size).toBe(50);
  });

  it("builds the API query with the page first and without empty values", () => {
    expect(toQuery(3, { page_size: 25, ordering: "name", search: "", status: "Draft", mine: false })).toBe(
      "page=3&page_size=25&ordering=name&status=Draft",
    );
  });

  it("maps ordering to a table sort and back", () => {
    expect(sortFromOrdering("-tuition")).toEqual({ id: "tuition", desc: true });
    expect(sortFromOrdering("name")).toEqual({ id: "name", desc: false });
    expect(sortFromOrdering("")).toBeNull();
    expect(orderingFromSort({ id: "tuition", desc: true })).toBe("-tuition");
    expect(orderingFromSort(null)).toBe("");
  });
});
