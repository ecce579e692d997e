import { type ReactNode, useCallback } from "react";
import { useNavigate } from "react-router";
import { type AppNavigate, NavigateProvider } from "../lib/navigation";

/** Inside the app, {@link useAppNavigate} moves through React Router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const move = useCallback<AppNavigate>((to, options) => navigate(to, options), [navigate]);
  return <NavigateProvider value={move}>{children}</NavigateProvider>;
}
