import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../index";
import { applyLanguage } from "../language";
import { registerStrings } from "../register";

afterEach(async () => {
  await applyLanguage("en");
});

describe("a screen's translation", () => {
  it("loads in the language being switched to, even when the screen registers before the switch is done", async () => {
    const switching = applyLanguage("es");
    // A screen's chunk arrives while Spanish is still loading: i18n.language is not "es" yet.
    expect(i18n.language).toBe("en");
    registerStrings(
      { raceScreen: { hello: "Hello" } },
      { "./strings.es.ts": async () => ({ default: { raceScreen: { hello: "Hola" } } }) },
    );
    await switching;
    expect(i18n.language).toBe("es");
    await waitFor(() => expect(i18n.t("raceScreen.hello" as never)).toBe("Hola"));
  });

  it("loads when a screen registers after the language is on", async () => {
    await applyLanguage("vi");
    registerStrings(
      { lateScreen: { bye: "Bye" } },
      { "./strings.vi.ts": async () => ({ default: { lateScreen: { bye: "Tạm biệt" } } }) },
    );
    await waitFor(() => expect(i18n.t("lateScreen.bye" as never)).toBe("Tạm biệt"));
  });
});
