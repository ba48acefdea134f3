import type { QueryClient } from "@tanstack/react-query";
import { authEndpoints } from "../../contracts/auth";
import { badgeEndpoints } from "../../contracts/badges";
import { caseEndpoints } from "../../contracts/cases";
import { drinkEndpoints } from "../../contracts/drinks";
import { type EndpointDefinition, rootOf } from "../../contracts/endpoint";
import { mealEndpoints } from "../../contracts/meals";
import { missionEndpoints } from "../../contracts/missions";
import { patternEndpoints } from "../../contracts/patterns";
import { sleepLogEndpoints } from "../../contracts/sleep-logs";
import { tummyCheckEndpoints } from "../../contracts/tummy-checks";
import { userEndpoints } from "../../contracts/users";
import { ApiError } from "./api-client";

/**
 * The readers a diary write can change: today's lists, the sleep log, the mission, the user's
 * points, level and streak, the diary summary, badges and patterns. A query key starts with its
 * endpoint's fixed path (queryKeyOf), so each root names a whole family of queries. (Each
 * feature's map is imported from its own contract, so this module does not pull in the whole API.)
 */
const DIARY_READERS: readonly EndpointDefinition[] = [
  authEndpoints.me,
  ...Object.values(userEndpoints),
  ...Object.values(mealEndpoints),
  ...Object.values(tummyCheckEndpoints),
  ...Object.values(drinkEndpoints),
  ...Object.values(sleepLogEndpoints),
  ...Object.values(missionEndpoints),
  ...Object.values(patternEndpoints),
  ...Object.values(badgeEndpoints),
  // Today's case mission counts tummy checks; a verdict changes its clue.
  ...Object.values(caseEndpoints),
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

/**
 * The refresh after a write settled: none when the server answered 401, since nothing changed
 * and the refetch would find the session gone and close the form with what the child typed
 * (the form says to log in again instead, ADR 046).
 */
export function refreshDiaryAfter(queryClient: QueryClient, error: unknown): Promise<void> {
  if (error instanceof ApiError && error.status === 401) return Promise.resolve();
  return refreshDiary(queryClient);
}
