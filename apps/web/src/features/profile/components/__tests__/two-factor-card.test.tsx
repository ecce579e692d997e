import type { MeData } from "@pp/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, signedInForEachTest } from "../../../../test/session";
import { TwoFactorCard } from "../two-factor-card";

const me = (enabled: boolean): MeData => {
  const s = loginData();
  return {
    user: { ...s.user, two_factor_enabled: enabled },
    role: s.role,
    partner: { id: 3, company_name: "Global Pathways Education", status: "active" },
    permissions: s.permissions,
  };
};
const withQuery = (ui: React.ReactNode) =>
  renderWithApp(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-wxy${i}`);

describe("the profile's two-factor card", { timeout: 20_000 }, () => {
  signedInForEachTest();

  it("turns it on: the QR code and the key, a wrong then a right code, then the ten recovery codes once", async () => {
    let confirms = 0;
    const { calls } = stubFetch((call) => {
      if (call.url === "/api/me/2fa/")
        return json(200, { data: { secret: SECRET, otpauth_url: `otpauth://totp/x?secret=${SECRET}` } });
      if (call.url === "/api/me/2fa/confirm/") {
        confirms += 1;
        return confirms === 1
          ? json(400, { status_code: 400, message: "One field needs attention.", errors: { code: ["Wrong code."] } })
          : json(200, { data: { recovery_codes: CODES } });
      }
      return json(200, { data: me(true) });
    });
    withQuery(<TwoFactorCard me={me(false)} />);
    const user = userEvent.setup();
    expect(screen.getByText("Off")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Turn on" }));

    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    const code = screen.getByRole("textbox", { name: /6-digit code/ });
    await user.type(code, "12345");
    await user.click(screen.getByRole("button", { name: "Confirm and turn on" }));
    expect(await screen.findByText("Enter the 6-digit code.")).toBeInTheDocument();
    await user.type(code, "6");
    await user.click(screen.getByRole("button", { name: "Confirm and turn on" }));
    expect(await screen.findByText("Wrong code.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm and turn on" }));

    expect(await screen.findByText("Save your recovery codes")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
    expect(screen.getByText("abc0-wxy0")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "I have saved my codes" }));
    expect(await screen.findByText("Two-factor sign-in is on.")).toBeInTheDocument();
    expect(screen.queryByText("abc0-wxy0")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/api/me/2fa/confirm/").map((c) => c.body)).toEqual([
      { code: "123456" },
      { code: "123456" },
    ]);
  });

  it("turns it off with the password and a code, showing the server's field errors", async () => {
    let tries = 0;
    const { calls } = stubFetch((call) => {
      if (call.url === "/api/me/2fa/" && call.method === "DELETE") {
        tries += 1;
        return tries === 1
          ? json(400, { status_code: 400, message: "x", errors: { password: ["The password is not correct."] } })
          : json(204);
      }
      return json(200, { data: me(false) });
    });
    withQuery(<TwoFactorCard me={me(true)} />);
    const user = userEvent.setup();
    expect(screen.getByText("On")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Turn off" }));
    await user.click(screen.getAllByRole("button", { name: "Turn off" }).at(-1)!);
    expect(screen.getAllByText("This is required.")).toHaveLength(2);

    await user.type(screen.getByLabelText(/^Password/), "Wrong@1");
    await user.type(screen.getByRole("textbox", { name: /Code or recovery code/ }), "k7m2-q9xp");
    await user.click(screen.getAllByRole("button", { name: "Turn off" }).at(-1)!);
    expect(await screen.findByText("The password is not correct.")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Turn off" }).at(-1)!);
    expect(await screen.findByText("Two-factor sign-in is off.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").at(-1)).toMatchObject({
      url: "/api/me/2fa/",
      body: { password: "Wrong@1", code: "k7m2-q9xp" },
    });
  });
});
