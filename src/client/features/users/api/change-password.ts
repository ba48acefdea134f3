import { useMutation } from "@tanstack/react-query";
import { type PasswordBody, userEndpoints } from "../../../../contracts/users";
import { callEndpoint } from "../../../lib/api-client";

/** PUT /api/user/{userId}/password: other sign-ins of the user end, this one stays. */
export function changePassword(userId: string, body: PasswordBody): Promise<{ ok: true }> {
  return callEndpoint(userEndpoints.password, { params: { userId }, body });
}

export function useChangePassword(userId: string) {
  return useMutation({ mutationFn: (body: PasswordBody) => changePassword(userId, body) });
}
