import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authEndpoints, type GrownUpMe, type GrownUpSignupBody } from "../../../../contracts/auth";
import { callEndpoint } from "../../../lib/api-client";
import { storeSignedInUser } from "./login";

/** POST /api/auth/grown-up/signup: 201 with the grown-up's login, signed in straight away. */
export function signupGrownUp(body: GrownUpSignupBody): Promise<GrownUpMe> {
  return callEndpoint(authEndpoints.grownUpSignup, { body });
}

export function useGrownUpSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signupGrownUp,
    onSuccess: (grownUp) => storeSignedInUser(queryClient, grownUp),
  });
}
