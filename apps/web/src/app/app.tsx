import "../lib/i18n/shell-strings";
import { BrowserRouter } from "react-router";
import { followAccountLanguage } from "../lib/i18n/user-language";
import { AppProviders } from "./providers";
import { RouterNavigation } from "./router-navigation";
import { AppRoutes } from "./routes";
import { SessionExpiryRedirect } from "./session-expiry-redirect";

followAccountLanguage();

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
