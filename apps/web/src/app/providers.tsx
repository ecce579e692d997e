import { MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { theme } from "../theme/theme";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
