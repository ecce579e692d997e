import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { HeaderPopover } from "../header-popover";
import { renderWidget } from "./render-widget";

function Panel() {
  const [opened, setOpened] = useState(false);
  return (
    <HeaderPopover opened={opened} onChange={setOpened} width={300} label="Panel" icon="P" count={0} countTestId="n">
      <p>Inside the panel</p>
    </HeaderPopover>
  );
}

describe("a header panel", () => {
  it("closes on Escape even when focus fell back to the page, and gives focus back to its button", async () => {
    renderWidget(<Panel />);
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Panel" });
    await user.click(button);
    expect(await screen.findByText("Inside the panel")).toBeVisible();
    // What a removed row leaves behind: nothing focused inside the panel.
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByText("Inside the panel")).toBeNull());
    expect(button).toHaveFocus();
    // Mantine's focus return runs on a timer after the panel closes; let it run before the page is torn down
    // (once, on a busy machine, it ran after and failed the run with "document is not defined").
    await new Promise((done) => setTimeout(done, 50));
  });
});
