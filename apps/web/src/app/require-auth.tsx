import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "../lib/auth/session-store";
import { paths } from "../lib/paths";

/** Signed-in routes: without a session, go to the sign-in page and come back afterwards. */
export function RequireAuth() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const signedOut = useSession((s) => s.signedOut);
  const location = useLocation();
  if (!isAuthenticated && signedOut) return <Navigate to={paths.login.href()} replace />;
  if (!isAuthenticated) {
    return <Navigate to={paths.login.href()} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
