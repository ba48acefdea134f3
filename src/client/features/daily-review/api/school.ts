import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type SchoolDayBody, schoolEndpoints } from "../../../../contracts/school";
import { callEndpoint } from "../../../lib/api-client";

/** GET /api/school/{userId}: is today a school day, and its answer (ADR 067). */
export function schoolQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeyOf(schoolEndpoints.state, { userId }),
    queryFn: ({ signal }) => callEndpoint(schoolEndpoints.state, { params: { userId }, signal }),
  });
}

export function useSchoolToday(userId: string) {
  return useQuery(schoolQueryOptions(userId));
}

/** PUT /api/school/{userId}/days/{date}: the evening review's answer. */
export function useAnswerSchoolDay(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, answer }: { date: string } & SchoolDayBody) =>
      callEndpoint(schoolEndpoints.answer, { params: { userId, date }, body: { answer } }),
    onSuccess: () => client.invalidateQueries({ queryKey: schoolQueryOptions(userId).queryKey }),
  });
}
