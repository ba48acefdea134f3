import { useMutation } from "@tanstack/react-query";
import { accountEndpoints, type DeleteAccountBody } from "../../../../contracts/account";
import { callEndpoint } from "../../../lib/api-client";
import { forgetOutboxOf } from "../../../lib/outbox";

/**
 * DELETE /api/user/{userId}: every row and photo of the account goes; the sign-in ends, and
 * what waited on this phone to be sent (photos included) goes too.
 */
export async function deleteAccount(userId: string, body: DeleteAccountBody) {
  const answer = await callEndpoint(accountEndpoints.remove, { params: { userId }, body });
  await forgetOutboxOf(userId).catch(() => undefined);
  return answer;
}

export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: (body: DeleteAccountBody) => deleteAccount(userId, body) });
}
