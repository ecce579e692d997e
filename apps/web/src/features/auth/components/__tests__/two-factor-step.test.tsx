import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "../../../../app/require-auth";
import { useSession } from "../../../../lib/auth/session-store";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, resetSession } from "../../../../test/session";
import { LoginPage } from "../../pages/login-page";

function App() {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<RequireAuth />}>
        <Route path="/dashboard/sales" element={<h1>Dashboard</h1>} />
        <Route path="/two-factor-setup" element={<h1>Set up</h1>} />
      </Route>
    </Routes>,
    { path: "/login" },
  );
}

const challenge = { data: { two_factor_required: true, challenge_token: "chal-1" } };

async function signInWithPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Email" }), "counsellor@example.com");
  await user.type(screen.getByLabelText(/^Password/), "Counsellor@12345");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return user;
}

describe("the sign-in's code step (two-factor)", () => {
  beforeEach(resetSession);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("moves to the code step on a challenge, sends the code with it, and signs in", async () => {
    const { calls } = stubFetch((call) =>
      call.url === "/api/login/" ? json(200, challenge) : json(200, { data: loginData() }),
    );
    App();
    const user = await signInWithPassword();

    expect(await screen.findByText("Enter the 6-digit code from your authenticator app")).toBeInTheDocument();
    expect(useSession.getState().isAuthenticated).toBe(false);
    await user.type(screen.getByRole("textbox", { name: "Code" }), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ url: "/api/login/2fa/", body: { challenge_token: "chal-1", code: "123456" } });
    expect(useSession.getState().access).toBe("access-1");
  });

  it("shows the server's field error for a wrong code and stays on the step", async () => {
    stubFetch((call) =>
      call.url === "/api/login/"
        ? json(200, challenge)
        : json(400, {
            status_code: 400,
            message: "One field needs attention.",
            errors: { code: ["The code is not correct."] },
          }),
    );
    App();
    const user = await signInWithPassword();
    await user.type(await screen.findByRole("textbox", { name: "Code" }), "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("The code is not correct.")).toBeInTheDocument();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it("takes a recovery code instead, and can go back to the password", async () => {
    const { calls } = stubFetch((call) =>
      call.url === "/api/login/" ? json(200, challenge) : json(200, { data: loginData() }),
    );
    App();
    const user = await signInWithPassword();
    await user.click(await screen.findByRole("button", { name: "Use a recovery code instead" }));
    expect(screen.getByText("Enter one of your recovery codes")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Recovery code" }), "k7m2-q9xp");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({ challenge_token: "chal-1", code: "k7m2-q9xp" });
  });

  it("goes back to the password form", async () => {
    stubFetch(() => json(200, challenge));
    App();
    const user = await signInWithPassword();
    await user.click(await screen.findByRole("button", { name: "Back to sign in" }));
    expect(screen.getByRole("button", { name: "Sign In" })).toBeInTheDocument();
  });

  it("sends someone who must set up two-factor sign-in to its screen first", async () => {
    const must = loginData();
    stubFetch(() => json(200, { data: { ...must, user: { ...must.user, two_factor_required: true } } }));
    App();
    await signInWithPassword();
    expect(await screen.findByRole("heading", { name: "Set up" })).toBeInTheDocument();
  });
});
