import type { LoginData } from "@pp/shared";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { loginData, resetSession } from "../../../../test/session";
import { renderWidget } from "../../__tests__/render-widget";
import { ProfileMenu } from "../profile-menu";

const base = loginData();
const signIn = (overrides: Partial<LoginData>) => useSession.getState().signIn({ ...base, ...overrides }, false);

async function openMenu() {
  await userEvent.setup().click(screen.getByRole("button", { name: "Profile" }));
  return screen.findByRole("menu");
}

describe("profile menu", { timeout: 20_000 }, () => {
  beforeEach(() => resetSession());
  afterEach(() => cleanup());

  it("shows the signed-in user and leads to the profile, help and Log Out", async () => {
    signIn({});
    renderWidget(<ProfileMenu />);
    expect(screen.getByTestId("header-user-name")).toHaveTextContent("Priya Sharma");
    await openMenu();
    expect(screen.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("menuitem", { name: "Help" })).toHaveAttribute("href", "/help");
    expect(screen.getByRole("menuitem", { name: "Log Out" })).toBeInTheDocument();
  });

  it("offers the company profile to a partner's main user", async () => {
    signIn({});
    renderWidget(<ProfileMenu />);
    await openMenu();
    expect(screen.getByRole("menuitem", { name: "Company profile" })).toHaveAttribute("href", "/partner/company");
  });

  it("does not offer it to a sub-login", async () => {
    signIn({ user: { ...base.user, name: "Arjun Mehta", is_sub_login: true } });
    renderWidget(<ProfileMenu />);
    await openMenu();
    expect(screen.getByRole("menuitem", { name: "Profile" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Company profile" })).toBeNull();
  });

  it("does not offer it to the Superadmin", async () => {
    signIn({
      role: "Superadmin",
      permissions: [],
      user: { ...base.user, name: "Alex Morgan", role: "Superadmin", partner_id: null, partner_name: null },
    });
    renderWidget(<ProfileMenu />);
    await openMenu();
    expect(screen.queryByRole("menuitem", { name: "Company profile" })).toBeNull();
  });
});
