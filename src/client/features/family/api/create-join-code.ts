import { useMutation } from "@tanstack/react-query";
import type { Role } from "../../../../contracts/auth";
import { familyEndpoints, type JoinCodeResponse } from "../../../../contracts/family";
import { callEndpoint } from "../../../lib/api-client";

/** POST /api/family/join-codes: a single-use code (one hour) joining a grown-up to a child. */
export function createJoinCode(body: { childId: string; role: Role }): Promise<JoinCodeResponse> {
  return callEndpoint(familyEndpoints.createJoinCode, { body });
}

export function useCreateJoinCode() {
  return useMutation({ mutationFn: createJoinCode });
}
