import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../lib/auth/session-store";
import { paths } from "../lib/paths";

/** When the API client gives up on a session, go to the sign-in page, which explains why. */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const expired = useSession((s) => s.expired);
  useEffect(() => {
    if (expired && location.pathname !== paths.login.path) {
      navigate(paths.login.href(), { replace: true, state: { from: `${location.pathname}${location.search}` } });
    }
  }, [expired, location, navigate]);
  return null;
}
