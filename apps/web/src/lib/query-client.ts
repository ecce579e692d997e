import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";

/** Client errors (4xx) and expired sessions are answers, not glitches: never retried. */
function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && (error.kind === "no_token" || error.kind === "session_expired")) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
