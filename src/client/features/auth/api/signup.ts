import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PublicUser, publicUser, type SignupBody } from "../../../../contracts/auth";
import { apiRequest } from "../../../lib/api-client";
import { storeSignedInUser } from "./login";

/** POST /api/auth/signup: 201 with the new user, who is signed in straight away. */
export async function signup(body: SignupBody): Promise<PublicUser> {
  const res = await apiRequest("POST", "/api/auth/signup", body);
  return publicUser.parse(await res.json());
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (user) => storeSignedInUser(queryClient, user),
  });
}
