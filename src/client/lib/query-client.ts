import { MutationCache, onlineManager, QueryCache, QueryClient } from "@tanstack/react-query";
import { PARENT_CODE_NEEDED } from "../../contracts/errors";
import { ApiError, defaultQueryFn } from "./api-client";

/** Sent on window when any call answered 403 "Parent code needed": the prompt opens (ADR 056). */
export const PARENT_CODE_NEEDED_EVENT = "tummy-detective:parent-code-needed";

function askForParentCode(error: Error): void {
  if (
    error instanceof ApiError &&
    error.status === 403 &&
    error.serverMessage === PARENT_CODE_NEEDED &&
    typeof window !== "undefined"
  ) {
    window.dispatchEvent(new Event(PARENT_CODE_NEEDED_EVENT));
  }
}

const MAX_RETRIES = 1;

/**
 * SPEC 7/9: retry once, never when the failure is a 401 (read from the status, not the words).
 * Other 4xx answers (bad input, name taken, rate limit) are not retried either: repeating the
 * same request cannot change them.
 */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) {
    if (error.status >= 400 && error.status < 500 && error.status !== 408) return false;
  }
  return true;
}

/** Retry delay doubling from 1 s, capped at 30 s (SPEC 9). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export function createQueryClient(): QueryClient {
  // TanStack Query starts out "online" and only learns otherwise from an `offline` event, which
  // an app opened without a connection never gets: its reads would fail instead of pausing
  // (a card's "stuck" message over the last data seen). Start from what the browser knows.
  if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    queryCache: new QueryCache({ onError: askForParentCode }),
    mutationCache: new MutationCache({ onError: askForParentCode }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: shouldRetry,
        retryDelay,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: 0,
        gcTime: 5 * 60 * 1000,
      },
      mutations: {
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
}
