import "@mantine/core/styles.css";
import "./theme/global.css";
import { type ReactNode, StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { loadPageOnce } from "./app/lazy-page";
import { AppProviders } from "./app/providers";
import { bindLanguage } from "./lib/i18n/language";
import type { AppNavigate } from "./lib/navigation";
import { publicPaths as paths } from "./lib/public-paths";
import { bindThemeToDocument } from "./theme/settings-store";

bindThemeToDocument();
// The first paint is in the person's language: its strings load beside the first page's code.
const languageReady = bindLanguage();

const root = createRoot(document.getElementById("root")!);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

/** The whole app: router, shell and every page (each page loads on demand). */
function startApp() {
  void Promise.all([loadPageOnce(() => import("./app/app")), languageReady]).then(([{ App }]) =>
    startTransition(() => render(<App />)),
  );
}

/** Leaving the first-load sign-in page: the address changes, then the app starts there. */
const leaveSignIn: AppNavigate = (to, options) => {
  window.history[options?.replace ? "replaceState" : "pushState"](null, "", to);
  startApp();
};

// A first load of /login renders the sign-in page before the router and the route table load, which keeps
// its JavaScript within the 130 kB budget (docs/decisions/011). Every other address starts the whole app.
if (window.location.pathname === paths.login.path) {
  void Promise.all([loadPageOnce(() => import("./features/auth/login-standalone")), languageReady]).then(
    ([{ StandaloneLogin }]) =>
      render(
        <AppProviders>
          <StandaloneLogin leave={leaveSignIn} />
        </AppProviders>,
      ),
  );
} else {
  startApp();
}
