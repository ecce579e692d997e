import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useSession } from "../../../lib/auth/session-store";
import { i18n } from "../../../lib/i18n";
import { bindLanguage, chooseLanguage } from "../../../lib/i18n/language";
import { browserLanguage } from "../../../lib/i18n/languages";
import { followAccountLanguage } from "../../../lib/i18n/user-language";
import { json, stubFetch } from "../../../test/fetch-stub";
import "../../../test/render";
import { loginData } from "../../../test/session";
import { bindThemeToDocument, useThemeSettings } from "../../../theme/settings-store";
import { theme } from "../../../theme/theme";
import { LanguageMenu } from "../language-menu";

beforeAll(async () => {
  bindThemeToDocument();
  await bindLanguage();
  followAccountLanguage();
});
afterEach(async () => {
  cleanup();
  useSession.getState().clear();
  chooseLanguage("en");
  await waitFor(() => expect(i18n.language).toBe("en"));
});

const renderMenu = () =>
  render(
    <MantineProvider theme={theme} env="test">
      <LanguageMenu />
    </MantineProvider>,
  );

describe("the language menu", () => {
  it("names each language in itself and turns the page right to left for Arabic, and back", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole("button", { name: "Language" }));
    const items = screen.getAllByRole("menuitem");
    expect(items.map((i) => [i.textContent, i.getAttribute("lang")])).toEqual([
      ["English", "en"],
      ["العربية", "ar"],
      ["简体中文", "zh-Hans"],
      ["Español", "es"],
      ["Tiếng Việt", "vi"],
    ]);
    expect(screen.getByRole("menuitem", { name: "English" })).toHaveAttribute("aria-current", "true");
    await user.click(screen.getByRole("menuitem", { name: "العربية" }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    // The menu's own name is now in Arabic: the Arabic strings loaded.
    expect(await screen.findByRole("button", { name: "اللغة" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "اللغة" }));
    await user.click(screen.getByRole("menuitem", { name: "English" }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "ltr"));
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(screen.getByRole("button", { name: "Language" })).toBeInTheDocument();
  });

  it("signed in, keeps the choice on the account (PATCH me/) as well as in the browser", async () => {
    const { calls } = stubFetch(() => json(200, { data: {} }));
    useSession.getState().signIn(loginData(), false);
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole("button", { name: "Language" }));
    await user.click(screen.getByRole("menuitem", { name: "Español" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect(patch.url).toMatch(/\/api\/me\/$/);
    expect(patch.body).toEqual({ language: "es" });
    expect(useThemeSettings.getState().language).toBe("es");
    await waitFor(() => expect(i18n.language).toBe("es"));
    expect(await screen.findByRole("button", { name: "Idioma" })).toBeInTheDocument();
  });

  it("follows the account's language when someone signs in (chosen on another device)", async () => {
    useSession.getState().signIn(loginData({ user: { ...loginData().user, language: "zh" } }), false);
    await waitFor(() => expect(i18n.language).toBe("zh"));
    expect(useThemeSettings.getState()).toMatchObject({ language: "zh", dir: "ltr" });
    expect(document.documentElement).toHaveAttribute("lang", "zh-Hans");
  });
});

describe("the browser's language before anyone chooses", () => {
  it("takes the first language we have, by its base tag, else English", () => {
    expect(browserLanguage(["fr-FR", "es-419", "en"])).toBe("es");
    expect(browserLanguage(["zh-TW"])).toBe("zh");
    expect(browserLanguage(["ar-AE", "en"])).toBe("ar");
    expect(browserLanguage(["de", "fr"])).toBe("en");
    expect(browserLanguage([])).toBe("en");
  });
});
