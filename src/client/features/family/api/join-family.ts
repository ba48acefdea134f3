import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FamilyChild } from "../../../../contracts/auth";
import { familyEndpoints } from "../../../../contracts/family";
import { callEndpoint } from "../../../lib/api-client";
import { refreshFamily } from "./refresh-family";

/** POST /api/family/join: links the signed-in grown-up to the code's child with its role. */
export function joinFamily(code: string): Promise<FamilyChild> {
  return callEndpoint(familyEndpoints.join, { body: { code } });
}

export function useJoinFamily() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinFamily, onSuccess: () => refreshFamily(queryClient) });
}
