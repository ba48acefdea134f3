import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "../../../../contracts/auth";
import { type AvatarInput, userEndpoints } from "../../../../contracts/users";
import { callEndpoint } from "../../../lib/api-client";
import { userQueryKey } from "./get-user";

/** POST /api/user/{userId}/avatar: the saved user (a photo comes back re-encoded). */
export function saveAvatar(userId: string, avatarConfig: AvatarInput): Promise<PublicUser> {
  return callEndpoint(userEndpoints.avatar, { params: { userId }, body: { avatarConfig } });
}

/** Saves the avatar and shows it at once wherever the user is read (header, profile). */
export function useSaveAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatarConfig: AvatarInput) => saveAvatar(userId, avatarConfig),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey(userId), user),
  });
}
