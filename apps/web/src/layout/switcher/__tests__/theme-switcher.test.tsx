import { MantineProvider } from "@mantine/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "../../../test/render";
import { useSession } from "../../../lib/auth/session-store";
import { loginData, resetSession } from "../../../test/session";
import { DEFAULT_SETTINGS } from "../../../theme/settings";
import { pickSettings, useThemeSettings } from "../../../theme/settings-store";
import { theme } from "../../../theme/theme";
import { useSwitcherPanel } from "../switcher-store";
import { ThemeSwitcher } from "../theme-switcher";

function renderSwitcher() {
  act(() => useSwitcherPanel.getState().open());
  return render(
    <MantineProvider theme={theme} env="test">
      <ThemeSwitcher />
    </MantineProvider>,
  );
}

// Rendering the whole panel in jsdom is slow on a busy machine; allow for it.
describe("theme switcher", { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetSession();
    useThemeSettings.getState().reset();
  });
  afterEach(() => {
    cleanup();
    act(() => useSwitcherPanel.getState().close());
  });

  it("changes settings through the store", () => {
    renderSwitcher();
    fireEvent.click(screen.getByRole("radio", { name: "RTL" }));
    fireEvent.click(screen.getByRole("radio", { name: "Detached" }));
    expect(useThemeSettings.getState()).toMatchObject({ dir: "rtl", verticalStyle: "detached", toggled: "" });
    fireEvent.click(screen.getByRole("radio", { name: "Icon Click" }));
    expect(useThemeSettings.getState()).toMatchObject({ navStyle: "icon-click", verticalStyle: "" });

    fireEvent.click(screen.getByRole("tab", { name: "Theme Colors" }));
    fireEvent.click(screen.getByRole("button", { name: "Primary colour 1, 159, 162" }));
    expect(useThemeSettings.getState().colorPrimaryRgb).toBe("1, 159, 162");
    fireEvent.click(screen.getByRole("button", { name: "Background colour 3, 81, 60" }));
    expect(useThemeSettings.getState()).toMatchObject({ bodyBg: "3, 81, 60", themeMode: "dark" });
    fireEvent.click(screen.getByRole("button", { name: "Background image 4" }));
    expect(useThemeSettings.getState().bgImg).toBe("bgimg4");
  });

  it("Reset restores every default and leaves the session alone", () => {
    act(() => useSession.getState().signIn(loginData(), false));
    act(() =>
      useThemeSettings.getState().update({
        dir: "rtl",
        navLayout: "horizontal",
        navStyle: "menu-hover",
        menuStyles: "gradient",
        headerStyles: "color",
        pageStyle: "modern",
        width: "boxed",
        colorPrimaryRgb: "1, 159, 162",
        bgImg: "bgimg2",
      }),
    );
    renderSwitcher();
    expect(screen.getByRole("radio", { name: "Horizontal" })).toBeChecked();

    fireEvent.click(screen.getByRole("button", { name: "Reset" }));

    expect(pickSettings(useThemeSettings.getState())).toEqual(DEFAULT_SETTINGS);
    expect(screen.getByRole("radio", { name: "Vertical" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Icon Overlay" })).toBeChecked();
    expect(useSession.getState()).toMatchObject({ access: "access-1", role: "Partner" });
  });
});
