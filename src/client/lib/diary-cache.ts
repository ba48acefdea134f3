import type { QueryClient } from "@tanstack/react-query";

/**
 * The roots of every query a diary write can change: today's lists, the sleep log, the mission,
 * the user's points, level and streak, the diary summary, badges and patterns. Query keys start
 * with their API path (SPEC 7's default reader), so a prefix names a whole family.
 */
const DIARY_QUERY_ROOTS = [
  "/api/meals",
  "/api/tummy-checks",
  "/api/drinks",
  "/api/sleep-logs",
  "/api/missions",
  "/api/user",
  "/api/diary-summary",
  "/api/badges",
  "/api/patterns",
] as const;

function isDiaryQuery(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return (
    typeof root === "string" &&
    DIARY_QUERY_ROOTS.some((prefix) => root === prefix || root.startsWith(`${prefix}/`))
  );
}

/** Refetches everything a meal, tummy check, drink, sleep log or mission write touches. */
export function refreshDiary(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isDiaryQuery(query.queryKey) });
}
