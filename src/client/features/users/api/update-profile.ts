import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "../../../../contracts/auth";
import { type ProfileBody, userEndpoints } from "../../../../contracts/users";
import { callEndpoint } from "../../../lib/api-client";
import { userQueryKey } from "./get-user";

/** PUT /api/user/{userId}/profile: the updated user. */
export function updateProfile(userId: string, body: ProfileBody): Promise<PublicUser> {
  return callEndpoint(userEndpoints.profile, { params: { userId }, body });
}

/** Saves email and age; success refreshes the user (SPEC 7). */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => updateProfile(userId, body),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey(userId), user);
      await queryClient.invalidateQueries({ queryKey: userQueryKey(userId) });
    },
  });
}
