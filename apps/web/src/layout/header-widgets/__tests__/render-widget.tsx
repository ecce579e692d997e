import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { createQueryClient } from "../../../lib/query-client";
import "../../../test/render";
import { theme } from "../../../theme/theme";

// jsdom does not scroll; Mantine's combobox scrolls the highlighted option into view.
Element.prototype.scrollIntoView ??= () => {};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * A header widget with the app's theme, translations, a fresh query client and a router at `path`; the current
 * location is shown in `data-testid="location"`. Mantine's test environment turns off transitions and the
 * floating-position checks jsdom cannot do.
 */
export function renderWidget(ui: ReactNode, { path = "/dashboard/sales" }: { path?: string } = {}) {
  const client = createQueryClient();
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client };
}
