import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/shared/api/errors";

/**
 * One QueryClient: retries only what is worth retrying (network faults, time-outs, 429, 5xx;
 * never other 4xx or malformed answers), twice, with exponential backoff (1 s, 2 s); polling pauses while the tab
 * is hidden (React Query's default for refetchInterval).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        gcTime: 5 * 60_000,
        retry: (failureCount, error) => {
          if (isApiError(error)) return error.isRetryable && failureCount < 2;
          return failureCount < 1;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        refetchOnWindowFocus: false,
      },
    },
  });
}
