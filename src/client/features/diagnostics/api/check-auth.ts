import { useMutation } from "@tanstack/react-query";
import { authEndpoints } from "../../../../contracts/auth";
import { pathOf } from "../../../../contracts/endpoint";
import { apiFetch } from "../../../lib/api-client";
import { type ProbeResult, runProbe } from "../utils/run-probe";

/** GET /api/auth/me for the test pages, reporting the raw status and body. */
export function checkAuth(): Promise<ProbeResult> {
  const { me } = authEndpoints;
  return runProbe(`${me.method} ${me.path}`, () =>
    apiFetch(me.method, pathOf(me), undefined, {
      headers: { "Cache-Control": "no-cache" },
      cache: "no-store",
    }),
  );
}

export function useCheckAuth() {
  return useMutation({ mutationFn: checkAuth, retry: false });
}
