import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FamilyChild } from "../../../../contracts/auth";
import { familyEndpoints, type NewChildBody } from "../../../../contracts/family";
import { callEndpoint } from "../../../lib/api-client";
import { refreshFamily } from "./refresh-family";

/** POST /api/family/children: a child with no login of its own; the grown-up owns it. */
export function addChild(body: NewChildBody): Promise<FamilyChild> {
  return callEndpoint(familyEndpoints.addChild, { body });
}

export function useAddChild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addChild, onSuccess: () => refreshFamily(queryClient) });
}
