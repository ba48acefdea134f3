import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authEndpoints, type PublicUser, type SignupBody } from "../../../../contracts/auth";
import { callEndpoint } from "../../../lib/api-client";
import { storeSignedInUser } from "./login";

/** POST /api/auth/signup: 201 with the new user, who is signed in straight away. */
export async function signup(body: SignupBody): Promise<PublicUser> {
  return callEndpoint(authEndpoints.signup, { body });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (user) => storeSignedInUser(queryClient, user),
  });
}
