import type { CommissionSummary } from "@pp/shared";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../test/render";
import "../../strings";
import { partShares, toCents } from "../../utils/money";
import { SummaryCards } from "../summary-cards";

afterEach(cleanup);

const usd = {
  currency: "USD",
  records: 14,
  expected: "19425.00",
  received: "12825.00",
  outstanding: "0.00",
  on_hold: "2400.00",
  disputed: "3200.00",
  shortfall: "1000.00",
};
const summary = (currencies: CommissionSummary["currencies"]): CommissionSummary => ({
  currencies,
  by_status: { paid: 8, on_hold: 2, disputed: 4 },
  overdue: 0,
});
const show = (s: CommissionSummary) =>
  renderWithApp(<SummaryCards summary={s} loading={false} error={null} overdue="" onOverdue={() => {}} />);
const sum = (...amounts: string[]) => amounts.reduce((n, a) => n + toCents(a), 0);

describe("the payments summary", () => {
  it("names every part of each currency's expected amount, and the parts add up to it", () => {
    show(
      summary([
        usd,
        {
          ...usd,
          currency: "GBP",
          records: 2,
          expected: "500.00",
          received: "500.00",
          on_hold: "0.00",
          disputed: "0.00",
          shortfall: "0.00",
        },
      ]),
    );
    const card = within(screen.getByRole("article", { name: "USD" }));
    expect(card.getByTestId("expected")).toHaveTextContent("USD 19,425.00");
    expect(card.getByText("Received")).toBeInTheDocument();
    expect(card.getByTestId("received")).toHaveTextContent("USD 12,825.00");
    expect(card.getByText("Outstanding")).toBeInTheDocument();
    expect(card.getByTestId("outstanding")).toHaveTextContent("USD 0.00");
    expect(card.getByText("On hold")).toBeInTheDocument();
    expect(card.getByTestId("on-hold")).toHaveTextContent("USD 2,400.00");
    expect(card.getByText("Disputed")).toBeInTheDocument();
    expect(card.getByTestId("disputed")).toHaveTextContent("USD 3,200.00");
    expect(card.getByText("Paid short")).toBeInTheDocument();
    expect(card.getByTestId("shortfall")).toHaveTextContent("USD 1,000.00");
    expect(sum(usd.received, usd.outstanding, usd.on_hold, usd.disputed, usd.shortfall)).toBe(toCents(usd.expected));
    // 12,825 of 19,425: 66%, the same received amount the card shows.
    expect(card.getByTestId("received-share")).toHaveTextContent("66% of the expected amount received");
    expect(card.getByText(/add up to the expected amount/)).toBeInTheDocument();
    const gbp = within(screen.getByRole("article", { name: "GBP" }));
    expect(gbp.getByTestId("received-share")).toHaveTextContent("100% of the expected amount received");
  });

  it("shows money paid over under its own name, and the received share above 100%", () => {
    show(
      summary([
        { ...usd, expected: "1000.00", received: "1100.00", on_hold: "0.00", disputed: "0.00", shortfall: "-100.00" },
      ]),
    );
    const card = within(screen.getByRole("article", { name: "USD" }));
    expect(card.queryByText("Paid short")).toBeNull();
    expect(card.getByText("Paid over")).toBeInTheDocument();
    expect(card.getByTestId("shortfall")).toHaveTextContent("USD 100.00");
    expect(card.getByTestId("received-share")).toHaveTextContent("110% of the expected amount received");
    expect(card.getByText(/less what was paid over/)).toBeInTheDocument();
  });

  it("gives each part its share of the expected amount from cents", () => {
    const { shares, received } = partShares(usd);
    expect(received).toBe(66);
    expect(shares).toEqual({ received: 66, outstanding: 0, on_hold: 12, disputed: 16, shortfall: 5 });
    expect(partShares({ ...usd, expected: "0.00" }).received).toBe(0);
  });
});
