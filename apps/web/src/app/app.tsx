import { BrowserRouter } from "react-router";
import { AppProviders } from "./providers";
import { AppRoutes } from "./routes";
import { SessionExpiryRedirect } from "./session-expiry-redirect";

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SessionExpiryRedirect />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
