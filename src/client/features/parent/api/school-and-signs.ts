import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf } from "../../../../contracts/endpoint";
import { type ProfileSignsBody, profileSignEndpoints } from "../../../../contracts/profile-signs";
import { schoolEndpoints } from "../../../../contracts/school";
import { callEndpoint } from "../../../lib/api-client";

/** GET /api/profile-signs/{userId}: the alarm signs of the child's history (ADR 062). */
export function profileSignsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeyOf(profileSignEndpoints.list, { userId }),
    queryFn: ({ signal }) =>
      callEndpoint(profileSignEndpoints.list, { params: { userId }, signal }),
  });
}

export function useProfileSigns(userId: string) {
  return useQuery(profileSignsQueryOptions(userId));
}

/** PUT /api/profile-signs/{userId}: the list as the grown-up left it. */
export function useSaveProfileSigns(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileSignsBody) =>
      callEndpoint(profileSignEndpoints.replace, { params: { userId }, body }),
    onSuccess: (data) => {
      client.setQueryData(profileSignsQueryOptions(userId).queryKey, data);
    },
  });
}

/** GET /api/school/{userId}: the school weekdays and today's answer (ADR 067). */
export function schoolQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeyOf(schoolEndpoints.state, { userId }),
    queryFn: ({ signal }) => callEndpoint(schoolEndpoints.state, { params: { userId }, signal }),
  });
}

export function useSchool(userId: string) {
  return useQuery(schoolQueryOptions(userId));
}

/** PUT /api/school/{userId}/weekdays. */
export function useSaveSchoolWeekdays(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (weekdays: number[]) =>
      callEndpoint(schoolEndpoints.weekdays, { params: { userId }, body: { weekdays } }),
    onSuccess: (data) => {
      client.setQueryData(schoolQueryOptions(userId).queryKey, data);
    },
  });
}
