import "@testing-library/jest-dom/vitest";
import "../../../lib/i18n";
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../../test/fetch-stub";
import "../../../test/render";
import { loginData, resetSession } from "../../../test/session";
import { theme } from "../../../theme/theme";
import { StandaloneLogin } from "../login-standalone";

/** The first load of /login: no router anywhere, only the Mantine providers (docs/decisions/011). */
function renderStandalone() {
  const leave = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <StandaloneLogin leave={leave} />
    </MantineProvider>,
  );
  return leave;
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Email" }), "partner@example.com");
  await user.type(screen.getByLabelText(/^Password/), "Partner@12345");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("the sign-in page before the router loads", () => {
  beforeEach(() => {
    resetSession();
    window.history.replaceState(null, "", "/login");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("signs in and starts the app at the page the visitor came from, kept in history state", async () => {
    window.history.replaceState({ usr: { from: "/partner/student?page=2" }, key: "k1", idx: 0 }, "", "/login");
    stubFetch(() => json(200, { data: loginData() }));
    const leave = renderStandalone();

    await signIn();

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith("/partner/student?page=2", { replace: true }));
    expect(useSessionRole()).toBe("Partner");
  });

  it("never returns to another origin: a foreign 'from' lands on the dashboard", async () => {
    window.history.replaceState({ usr: { from: "//evil.example/steal" } }, "", "/login");
    stubFetch(() => json(200, { data: loginData() }));
    const leave = renderStandalone();

    await signIn();

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith("/dashboard/sales", { replace: true }));
  });

  it("shows the notice the previous page left in history state", async () => {
    window.history.replaceState({ usr: { notice: "Your password has been changed." } }, "", "/login");
    renderStandalone();
    expect(await screen.findByText("Your password has been changed.")).toBeInTheDocument();
  });

  it("links move through the app with real addresses; a modified click is left to the browser", async () => {
    const leave = renderStandalone();
    const signUp = screen.getByRole("link", { name: "Sign Up" });
    expect(signUp).toHaveAttribute("href", "/authentication/sign-up/sign-up-basic");

    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Forgot password?" }));
    expect(leave).toHaveBeenCalledWith("/authentication/reset-password/reset-basic");

    leave.mockClear();
    await user.keyboard("{Control>}");
    await user.click(signUp);
    await user.keyboard("{/Control}");
    expect(leave).not.toHaveBeenCalled();
  });
});

function useSessionRole() {
  return window.sessionStorage.getItem("role") ?? window.localStorage.getItem("role");
}
