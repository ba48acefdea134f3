import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { tummyCheckEndpoints } from "../../../../contracts/tummy-checks";
import { callEndpoint } from "../../../lib/api-client";

export const alarmSignsQueryKey = (userId: string) =>
  queryKeyOf(tummyCheckEndpoints.alarmSigns, { userId });

/** GET /api/alarm-signs/{userId}: every alarm sign logged, with its days (parent mode). */
export function alarmSignsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: alarmSignsQueryKey(userId),
    queryFn: ({ signal }) =>
      callEndpoint(tummyCheckEndpoints.alarmSigns, { params: { userId }, signal }),
    enabled: userId !== "",
  });
}

export function useAlarmSigns(userId: string) {
  return useQuery(alarmSignsQueryOptions(userId));
}
