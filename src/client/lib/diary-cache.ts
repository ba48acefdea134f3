import type { QueryClient } from "@tanstack/react-query";
import { API } from "../../contracts/api";
import { type EndpointDefinition, rootOf } from "../../contracts/endpoint";

/**
 * The readers a diary write can change: today's lists, the sleep log, the mission, the user's
 * points, level and streak, the diary summary, badges and patterns. A query key starts with its
 * endpoint's fixed path (queryKeyOf), so each root names a whole family of queries.
 */
const DIARY_READERS: readonly EndpointDefinition[] = [
  API.auth.me,
  ...Object.values(API.users),
  ...Object.values(API.meals),
  ...Object.values(API.tummyChecks),
  ...Object.values(API.drinks),
  ...Object.values(API.sleepLogs),
  ...Object.values(API.missions),
  ...Object.values(API.patterns),
].filter((endpoint) => endpoint.method === "GET");

const DIARY_QUERY_ROOTS = new Set(DIARY_READERS.map(rootOf));

function isDiaryQuery(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return typeof root === "string" && DIARY_QUERY_ROOTS.has(root);
}

/** Refetches everything a meal, tummy check, drink, sleep log or mission write touches. */
export function refreshDiary(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isDiaryQuery(query.queryKey) });
}
