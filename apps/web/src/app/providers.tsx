import { DirectionProvider, MantineProvider, mergeThemeOverrides, useDirection } from "@mantine/core";
import { type ReactNode, useEffect, useMemo } from "react";
import { primaryScale } from "../theme/primary";
import { useThemeSettings } from "../theme/settings-store";
import { cssVariablesResolver, theme } from "../theme/theme";

/** Mantine's direction follows the settings store (the store also sets dir on <html>). */
function DirectionSync() {
  const dir = useThemeSettings((s) => s.dir);
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

/** Mantine's colour scheme, primary colour and direction follow the theme settings store. */
export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeSettings((s) => s.themeMode);
  const primary = useThemeSettings((s) => s.colorPrimaryRgb);
  const dir = useThemeSettings((s) => s.dir);
  const merged = useMemo(() => {
    const scale = primary ? primaryScale(primary) : null;
    return scale ? mergeThemeOverrides(theme, { colors: { brand: scale } }) : theme;
  }, [primary]);
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <DirectionSync />
      <MantineProvider theme={merged} forceColorScheme={mode} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
}
