import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { useSession } from "../../../../lib/auth/session-store";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { loginData, signedInForEachTest } from "../../../../test/session";
import { PasswordForm } from "../password-form";
import { ProfileForm } from "../profile-form";

const user0 = loginData().user;
const withQuery = (ui: React.ReactNode) =>
  renderWithApp(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

// User-event flows through Mantine take a while on a busy machine.
describe("profile forms", { timeout: 20_000 }, () => {
  signedInForEachTest();

  it("shows the server's field errors under their fields", async () => {
    const { calls } = stubFetch(() =>
      json(400, {
        status_code: 400,
        message: "Some fields are not valid.",
        errors: { name: ["This name is not allowed."], phone: ["This phone number is not reachable."] },
      }),
    );
    withQuery(<ProfileForm user={user0} />);
    const user = userEvent.setup();
    const name = screen.getByRole("textbox", { name: /^Name/ });
    await user.clear(name);
    await user.type(name, "Priya S.");
    await user.type(screen.getByRole("textbox", { name: /^Phone/ }), "+91 98 7654 3210");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("This name is not allowed.")).toBeVisible();
    expect(screen.getByText("This phone number is not reachable.")).toBeVisible();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(expect.stringContaining("This name is not allowed."));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "PATCH",
      url: "/api/me/",
      body: { name: "Priya S.", phone: "+91 98 7654 3210" },
    });
    expect(useSession.getState().user?.name).toBe("Priya Sharma");
  });

  it("a saved name reaches the session (and so the header); an empty phone is sent as null", async () => {
    stubFetch(({ body }) =>
      json(200, {
        data: {
          user: { ...user0, ...(body as object) },
          role: "Partner",
          partner: { id: 3, company_name: "Global Pathways Education", status: "active" },
          permissions: ["students.view"],
        },
      }),
    );
    withQuery(<ProfileForm user={{ name: "Priya Sharma", phone: "+91 1" }} />);
    const user = userEvent.setup();
    const name = screen.getByRole("textbox", { name: /^Name/ });
    await user.clear(name);
    await user.type(name, "Priya Kapoor");
    await user.clear(screen.getByRole("textbox", { name: /^Phone/ }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Your profile has been saved.")).toBeVisible();
    expect(useSession.getState().user).toMatchObject({ name: "Priya Kapoor", phone: null });
  });

  it("checks the name before calling the server", async () => {
    const { calls } = stubFetch(() => json(200, {}));
    withQuery(<ProfileForm user={user0} />);
    const user = userEvent.setup();
    await user.clear(screen.getByRole("textbox", { name: /^Name/ }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Name is required.")).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it("a wrong current password shows under that field; a right one stores the new tokens", async () => {
    let attempt = 0;
    stubFetch(() =>
      ++attempt === 1
        ? json(400, {
            status_code: 400,
            message: "Some fields are not valid.",
            errors: { current_password: ["The current password is not correct."] },
          })
        : json(200, { data: { access: "access-2", refresh: "refresh-2" } }),
    );
    withQuery(<PasswordForm />);
    const user = userEvent.setup();
    const current = screen.getByLabelText(/^Current password/);
    await user.type(current, "Wrong@12345");
    await user.type(screen.getByLabelText(/^New password/), "Better@12345");
    await user.type(screen.getByLabelText(/^Confirm new password/), "Better@12345");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("The current password is not correct.")).toBeVisible();
    expect(useSession.getState().access).toBe("access-1");

    await user.clear(current);
    await user.type(current, "Partner@12345");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(/Your password has been changed/)).toBeVisible();
    await waitFor(() => expect(useSession.getState()).toMatchObject({ access: "access-2", refresh: "refresh-2" }));
    expect(current).toHaveValue("");
  });
});
