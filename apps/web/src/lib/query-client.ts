import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";
import { useSession } from "./auth/session-store";

/** The 403 code for someone who must set up two-factor sign-in first (`TWO_FACTOR_SETUP_REQUIRED` in @pp/shared). */
export const TWO_FACTOR_SETUP_REQUIRED = "two_factor_setup_required";

/** A 403 saying two-factor sign-in must be set up first marks the session: RequireAuth then takes the person there. */
function onError(error: unknown) {
  if (!isApiError(error) || error.code !== TWO_FACTOR_SETUP_REQUIRED) return;
  const { user } = useSession.getState();
  if (user && !user.two_factor_required) useSession.setState({ user: { ...user, two_factor_required: true } });
}

/** Client errors (4xx) and expired sessions are answers, not glitches: never retried. */
function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && (error.kind === "no_token" || error.kind === "session_expired")) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
