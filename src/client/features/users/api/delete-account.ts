import { useMutation } from "@tanstack/react-query";
import { accountEndpoints, type DeleteAccountBody } from "../../../../contracts/account";
import { callEndpoint } from "../../../lib/api-client";

/** DELETE /api/user/{userId}: every row and photo of the account goes; the sign-in ends. */
export function deleteAccount(userId: string, body: DeleteAccountBody) {
  return callEndpoint(accountEndpoints.remove, { params: { userId }, body });
}

export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: (body: DeleteAccountBody) => deleteAccount(userId, body) });
}
