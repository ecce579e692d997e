import { ADMIN_COMMISSION_MOVES } from "@pp/shared";
import { describe, expect, it } from "vitest";
import { summaryQuery } from "../list-defaults";
import { moveBody, moveErrors } from "../move-body";
import { orderMoves } from "../status";

const empty = { received_amount: "", received_date: null, reason: "", note: "" };

describe("moveBody", () => {
  it("sends only what each move needs", () => {
    expect(moveBody("eligible", { ...empty, note: "  Census date passed " })).toEqual({
      status: "eligible",
      note: "Census date passed",
    });
    expect(moveBody("paid", { ...empty, received_amount: 1850, received_date: "2026-01-31", reason: "x" })).toEqual({
      status: "paid",
      received_amount: 1850,
      received_date: "2026-01-31",
      note: undefined,
    });
    expect(moveBody("on_hold", { ...empty, reason: " Waiting for census ", received_amount: 5 })).toEqual({
      status: "on_hold",
      reason: "Waiting for census",
      note: undefined,
    });
  });
});

describe("moveErrors", () => {
  it("asks for the amount and the date of a payment", () => {
    expect(moveErrors("paid", empty)).toEqual({
      received_amount: "Enter the amount received.",
      received_date: "Enter the date it was received.",
    });
  });

  it("refuses a payment dated in the future and an amount with three decimals", () => {
    const errors = moveErrors("paid", { ...empty, received_amount: 10.125, received_date: "2999-01-01" });
    expect(errors.received_date).toBe("The received date cannot be in the future.");
    expect(errors.received_amount).toBe("The received amount has at most two decimals.");
  });

  it("asks for a reason to dispute or hold, and nothing to approve", () => {
    expect(moveErrors("disputed", { ...empty, reason: "no" })).toEqual({
      reason: "Give a reason of at least 3 characters.",
    });
    expect(moveErrors("approved", empty)).toEqual({});
  });
});

describe("orderMoves", () => {
  it("puts forward moves first, then disputes and holds, then the way back", () => {
    expect(orderMoves(ADMIN_COMMISSION_MOVES.eligible, "eligible")).toEqual(["on_hold", "projected"]);
    expect(orderMoves(ADMIN_COMMISSION_MOVES.approved, "approved")).toEqual(["paid", "disputed", "on_hold"]);
    expect(orderMoves(ADMIN_COMMISSION_MOVES.on_hold, "on_hold")).toEqual([
      "projected",
      "eligible",
      "claimed",
      "approved",
    ]);
  });
});

describe("summaryQuery", () => {
  it("keeps the list's filters but not its status or paging", () => {
    expect(
      summaryQuery({ page_size: 50, search: "ana", status: "paid", currency: "GBP", overdue: "", partner: "3" }),
    ).toBe("search=ana&currency=GBP&partner=3");
  });
});
