import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { queryKeyOf } from "../../../../contracts/endpoint";
import {
  type ParentCodeBody,
  type ParentModeState,
  parentEndpoints,
} from "../../../../contracts/parent";
import { callEndpoint } from "../../../lib/api-client";

export const parentModeQueryKey = (userId: string) => queryKeyOf(parentEndpoints.state, { userId });

/** GET /api/user/{userId}/parent-mode: whether a code is set and until when parent mode lasts. */
export function parentModeQueryOptions(userId: string) {
  return queryOptions({
    queryKey: parentModeQueryKey(userId),
    queryFn: ({ signal }) => callEndpoint(parentEndpoints.state, { params: { userId }, signal }),
    enabled: userId !== "",
    // Refetched on focus: parent mode may have ended on the server while the phone slept.
    refetchOnWindowFocus: true,
  });
}

/**
 * The parent-mode state and whether it is on now. It turns off by itself at its end (a timer
 * re-renders at that moment), as the server stops honouring it then.
 */
export function useParentMode(userId: string) {
  const query = useQuery(parentModeQueryOptions(userId));
  const until = query.data?.until ? Date.parse(query.data.until) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left + 50, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [until]);
  const on = until !== null && until > Math.max(now, Date.now());
  return { query, state: query.data, on, until: on ? until : null };
}

function useParentCall<V>(userId: string, call: (variables: V) => Promise<ParentModeState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => queryClient.setQueryData(parentModeQueryKey(userId), state),
  });
}

/** POST /api/user/{userId}/parent-mode: starts parent mode with the parent code. */
export function useStartParentMode(userId: string) {
  return useParentCall(userId, (parentCode: string) =>
    callEndpoint(parentEndpoints.start, { params: { userId }, body: { parentCode } }),
  );
}

/** DELETE /api/user/{userId}/parent-mode: ends parent mode on this device. */
export function useEndParentMode(userId: string) {
  return useParentCall(userId, (_: undefined) =>
    callEndpoint(parentEndpoints.end, { params: { userId } }),
  );
}

/** PUT /api/user/{userId}/parent-code: sets or changes the parent code. */
export function useSetParentCode(userId: string) {
  return useParentCall(userId, (body: ParentCodeBody) =>
    callEndpoint(parentEndpoints.code, { params: { userId }, body }),
  );
}
