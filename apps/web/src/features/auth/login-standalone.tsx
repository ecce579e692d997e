import { useState } from "react";
import { type AppNavigate, NavigateProvider } from "../../lib/navigation";
import { LoginScreen, type LoginState } from "./components/login-screen";

/**
 * React Router keeps a page's state in history.state.usr, which a reload keeps: so "where to return to" and a
 * notice survive a reload of /login even before the router has loaded.
 */
function stateFromHistory(): LoginState {
  const usr = (window.history.state as { usr?: unknown } | null)?.usr;
  if (!usr || typeof usr !== "object") return null;
  const { from, notice } = usr as Record<string, unknown>;
  return { from: typeof from === "string" ? from : undefined, notice: typeof notice === "string" ? notice : undefined };
}

/** The sign-in page of a first load of /login; `leave` starts the whole app at another address. */
export function StandaloneLogin({ leave }: { leave: AppNavigate }) {
  const [state] = useState(stateFromHistory);
  return (
    <NavigateProvider value={leave}>
      <LoginScreen state={state} />
    </NavigateProvider>
  );
}
