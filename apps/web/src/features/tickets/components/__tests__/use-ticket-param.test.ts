import { describe, expect, it } from "vitest";
import { searchWithTicket, ticketIdFrom } from "../use-ticket-param";

describe("ticket parameter", () => {
  it("reads a positive id and ignores anything else", () => {
    expect(ticketIdFrom(new URLSearchParams("ticket=42"))).toBe(42);
    for (const bad of ["", "ticket=", "ticket=0", "ticket=-3", "ticket=abc", "ticket=1.5", "ticket=99999999999"]) {
      expect(ticketIdFrom(new URLSearchParams(bad))).toBeNull();
    }
  });

  it("sets the ticket and keeps the list's filters", () => {
    expect(searchWithTicket("?status=open&page=2", 7)).toBe("?status=open&page=2&ticket=7");
    expect(searchWithTicket("?ticket=3&search=visa", 9)).toBe("?ticket=9&search=visa");
    expect(searchWithTicket("", 1)).toBe("?ticket=1");
  });
});
