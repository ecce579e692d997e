import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { signedInForEachTest } from "../../../../test/session";
import { EraseStudentButton } from "../erase-student-button";

const refusal =
  "Aisha Khan has 1 application in progress; withdraw it in the same step to erase the student, or wait until it closes.";

describe("Erase personal data (issue 37)", { timeout: 30_000 }, () => {
  signedInForEachTest();

  it("says what goes and stays, waits for the box, shows the server's refusal, then erases with the withdrawal", async () => {
    const { calls } = stubFetch(({ url, body }) => {
      if (new URL(url, "http://x").pathname !== "/api/partner/students/31/erase/") return json(404, {});
      return (body as { withdraw_active_applications: boolean }).withdraw_active_applications
        ? json(200, {
            data: { student_id: 31, withdrawn_applications: [7], kept: { applications: 1 }, removed: { documents: 2 } },
          })
        : json(409, { status_code: 409, message: refusal, active_applications: [7] });
    });
    renderWidget(<EraseStudentButton id={31} name="Aisha Khan" />, { path: "/partner/student/31" });
    await userEvent.click(screen.getByRole("button", { name: "Erase personal data" }));
    const dialog = await screen.findByRole("dialog", { name: "Erase Aisha Khan's personal data?" });
    expect(dialog).toHaveTextContent("under the name “Erased student #31”");
    const confirm = within(dialog).getByRole("button", { name: "Erase for good" });
    expect(confirm).toBeDisabled();

    await userEvent.click(within(dialog).getByRole("checkbox", { name: "I understand that this cannot be undone" }));
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    expect(calls.at(-1)).toMatchObject({ method: "POST", body: { withdraw_active_applications: false } });

    await userEvent.click(
      within(dialog).getByRole("checkbox", { name: "Withdraw any application still in progress in the same step" }),
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/partner\/student$/));
    expect(calls.at(-1)).toMatchObject({ method: "POST", body: { withdraw_active_applications: true } });
  });
});
