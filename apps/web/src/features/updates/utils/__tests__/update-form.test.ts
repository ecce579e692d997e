import type { UpdateItem } from "@pp/shared";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  emptyUpdateValues,
  isFuture,
  serverErrors,
  updateToValues,
  validateUpdate,
  valuesToBody,
} from "../update-form";

describe("update form values", () => {
  it("names every missing field with the shared schema's messages", () => {
    expect(validateUpdate(emptyUpdateValues())).toEqual({
      title: "Write a title of at least 3 characters.",
      body: "Write the update.",
      category: "Choose a category.",
    });
  });

  it("asks for the audience together with the other missing fields", () => {
    expect(validateUpdate({ ...emptyUpdateValues(), audience: "regions" })).toMatchObject({
      title: "Write a title of at least 3 characters.",
      region_ids: "Choose at least one country or region.",
    });
  });

  it("asks for countries when the audience is some countries", () => {
    const v = {
      ...emptyUpdateValues(),
      title: "Visa rules",
      body: "Text",
      category: "visa",
      audience: "countries" as const,
    };
    expect(validateUpdate(v)).toEqual({ country_ids: "Choose at least one country or region." });
    expect(validateUpdate({ ...v, country_ids: ["4"] })).toEqual({});
  });

  it("builds the body: paragraphs from plain text, the chosen audience's ids, an ISO time or now", () => {
    const body = valuesToBody({
      ...emptyUpdateValues(),
      title: "Intakes",
      body: "Line one\n\nLine two",
      category: "admissions",
      audience: "regions",
      country_ids: ["1"],
      region_ids: ["7", "9"],
      pinned: true,
      publish_at: "2030-01-02 09:30:00",
    });
    expect(body).toMatchObject({
      body_html: "<p>Line one</p>\n<p>Line two</p>",
      audience: "regions",
      audience_ids: [7, 9],
      pinned: true,
      publish_at: dayjs("2030-01-02 09:30:00").toISOString(),
    });
    expect(valuesToBody(emptyUpdateValues()).publish_at).toBeNull();
  });

  it("reads a saved update back into the form", () => {
    const item: UpdateItem = {
      id: 3,
      title: "T",
      body_html: "<p>x</p>",
      category: "visa",
      audience: "countries",
      audience_ids: [5, 6],
      pinned: false,
      publish_at: "2030-05-01T08:00:00.000Z",
      published: false,
      read: true,
      created_at: "2030-04-01T08:00:00.000Z",
    };
    const v = updateToValues(item);
    expect(v.country_ids).toEqual(["5", "6"]);
    expect(v.region_ids).toEqual([]);
    expect(dayjs(v.publish_at).toISOString()).toBe(item.publish_at);
  });

  it("puts the server's field errors on the form's fields", () => {
    expect(serverErrors({ body_html: "Write the update.", audience_ids: "Pick one." }, "regions")).toEqual({
      body: "Write the update.",
      region_ids: "Pick one.",
    });
  });

  it("knows a future publish time", () => {
    const now = dayjs("2030-01-01T00:00:00Z");
    expect(isFuture("2030-01-02 00:00:00", now)).toBe(true);
    expect(isFuture("2029-12-30 00:00:00", now)).toBe(false);
    expect(isFuture(null, now)).toBe(false);
  });
});
