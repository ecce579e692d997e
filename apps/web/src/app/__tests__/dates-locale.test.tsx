import { Calendar } from "@mantine/dates";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n/index";
import { renderWithApp } from "../../test/render";
import { DatesLocale } from "../dates-locale";

describe("the date pickers' language", { timeout: 20_000 }, () => {
  afterEach(async () => {
    cleanup();
    await act(() => i18n.changeLanguage("en"));
  });

  it("follows the interface: English, then Spanish and Vietnamese month names once their locale is in", async () => {
    renderWithApp(
      <DatesLocale>
        <Calendar defaultDate="2026-11-01" />
      </DatesLocale>,
    );
    expect(await screen.findByText("November 2026")).toBeInTheDocument();
    await act(() => i18n.changeLanguage("es"));
    expect(await screen.findByText("noviembre 2026")).toBeInTheDocument();
    await act(() => i18n.changeLanguage("vi"));
    expect(await screen.findByText("tháng 11 2026")).toBeInTheDocument();
  });
});
