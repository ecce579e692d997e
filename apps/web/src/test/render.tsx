import "@testing-library/jest-dom/vitest";
import "../lib/i18n";
import "../lib/i18n/shell-strings";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { RouterNavigation } from "../app/router-navigation";
import { theme } from "../theme/theme";

// jsdom has no matchMedia or ResizeObserver; Mantine asks for both.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Renders UI with the app's theme, translations and a router at `path`. */
export function renderWithApp(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <RouterNavigation>{ui}</RouterNavigation>
      </MemoryRouter>
    </MantineProvider>,
  );
}
