import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "../../../../app/require-auth";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, resetSession } from "../../../../test/session";
import { LoginPage } from "../../pages/login-page";

function App({ path = "/login" }: { path?: string }) {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<RequireAuth />}>
        <Route path="/dashboard/sales" element={<h1>Dashboard</h1>} />
        <Route path="/partner/my-day" element={<h1>My day</h1>} />
      </Route>
    </Routes>,
    { path },
  );
}

const fillAndSubmit = async (email: string, password: string, remember = false) => {
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Email" }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  if (remember) await user.click(screen.getByRole("checkbox", { name: "Remember password" }));
  await user.click(screen.getByRole("button", { name: "Sign In" }));
};

describe("sign-in page", () => {
  beforeEach(resetSession);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks for both fields before calling the server", async () => {
    const { calls } = stubFetch(() => json(200, {}));
    App({});

    await userEvent.setup().click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("reads Loading... while signing in, then shows the server's message under the form", async () => {
    let answer!: (r: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    App({});

    await fillAndSubmit("partner@example.com", "wrong");

    const button = await screen.findByRole("button", { name: "Loading..." });
    expect(button).toBeDisabled();
    await act(async () => answer(json(401, { status_code: 401, message: "Invalid email or password." })));

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password.");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("falls back to 'Login failed' when the answer carries no message", async () => {
    stubFetch(() => json(500, {}));
    App({});
    await fillAndSubmit("partner@example.com", "x");
    expect(await screen.findByRole("alert")).toHaveTextContent("Login failed");
  });

  it("signs in with Remember ticked, keeps the session in local storage and opens the dashboard", async () => {
    const { calls } = stubFetch(() => json(200, { data: loginData() }));
    App({});

    await fillAndSubmit(" partner@example.com ", "Partner@12345", true);

    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: "/api/login/",
      body: { email: "partner@example.com", password: "Partner@12345" },
    });
    expect(localStorage.getItem("accessToken")).toBe("access-1");
    expect(localStorage.getItem("role")).toBe("Partner");
  });

  it("says the session expired when sent here for that reason", async () => {
    useSession.getState().expire();
    App({});
    expect(await screen.findByText("Session expired. Please log in again.")).toBeInTheDocument();
    expect(useSession.getState().expired).toBe(false);
  });

  it("protected pages send a visitor without a session to the sign-in page", () => {
    App({ path: "/dashboard/sales" });
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  const subLogin = () => {
    const base = loginData();
    return { ...base, user: { ...base.user, is_sub_login: true, landing_page: "my_day" as const } };
  };

  it("lands a sub-login on My day (issue 36)", async () => {
    stubFetch(() => json(200, { data: subLogin() }));
    App({});
    await fillAndSubmit("counsellor@example.com", "Counsellor@12345");
    expect(await screen.findByRole("heading", { name: "My day" })).toBeInTheDocument();
  });

  it("an existing session skips the sign-in page", () => {
    useSession.getState().signIn(loginData(), false);
    App({});
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
  });
});
