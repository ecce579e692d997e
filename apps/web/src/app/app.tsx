import "../lib/i18n/shell-strings";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./providers";
import { RouterNavigation } from "./router-navigation";
import { AppRoutes } from "./routes";
import { SessionExpiryRedirect } from "./session-expiry-redirect";

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <RouterNavigation>
          <SessionExpiryRedirect />
          <AppRoutes />
        </RouterNavigation>
      </BrowserRouter>
    </AppProviders>
  );
}
