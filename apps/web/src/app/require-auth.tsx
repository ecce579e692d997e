import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "../lib/auth/session-store";
import { paths } from "../lib/paths";

/**
 * Signed-in routes: without a session, go to the sign-in page and come back afterwards. Someone who must set up
 * two-factor sign-in first (me/ or a 403 said so) goes to its set-up screen before anything else.
 */
export function RequireAuth() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const mustSetUp = useSession((s) => s.user?.two_factor_required === true);
  const signedOut = useSession((s) => s.signedOut);
  const location = useLocation();
  if (!isAuthenticated && signedOut) return <Navigate to={paths.login.href()} replace />;
  if (!isAuthenticated) {
    return <Navigate to={paths.login.href()} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (mustSetUp && location.pathname !== paths.twoFactorSetup.path) {
    return <Navigate to={paths.twoFactorSetup.href()} replace />;
  }
  return <Outlet />;
}
