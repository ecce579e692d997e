import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { judge } from "../engine";
import { PasswordStrength } from "../password-strength";

describe("the password strength judge", () => {
  it("calls a common password common (the server's rule: the whole password, any case) and scores it 0", () => {
    expect(judge("Password123")).toEqual({ score: 0, common: true });
    expect(judge("QWERTY123")).toEqual({ score: 0, common: true });
  });
  it("scores a short rule-passing password low and a long passphrase high", () => {
    expect(judge("Partner1").score).toBeLessThanOrEqual(2);
    expect(judge("Tamarind-Orbit-Lantern-47").score).toBe(4);
    // Words of the person's own make it weaker.
    expect(judge("PriyaSharma2026", ["Priya Sharma", "priya@agency.example"]).score).toBeLessThan(
      judge("PriyaSharma2026").score,
    );
  });
});

describe("the strength meter", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it("shows nothing for an empty password", () => {
    renderWithApp(<PasswordStrength password="" />);
    expect(screen.queryByTestId("password-strength")).toBeNull();
  });

  it("names the strength as the password is typed, with a bar for machines", async () => {
    renderWithApp(<PasswordStrength password="Tamarind-Orbit-Lantern-47" />);
    expect(await screen.findByText("Password strength: Very strong")).toBeInTheDocument();
    expect(screen.getByRole("meter", { name: "Password strength" })).toHaveAttribute("aria-valuetext", "Very strong");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("warns that a common password will not be accepted", async () => {
    renderWithApp(<PasswordStrength password="Welcome123" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This password is on lists of common passwords and will not be accepted.",
    );
    expect(screen.getByText("Password strength: Very weak")).toBeInTheDocument();
  });
});
