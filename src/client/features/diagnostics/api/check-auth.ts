import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { type ProbeResult, runProbe } from "../utils/run-probe";

/** GET /api/auth/me for the test pages, reporting the raw status and body. */
export function checkAuth(): Promise<ProbeResult> {
  return runProbe("GET /api/auth/me", () =>
    apiFetch("GET", "/api/auth/me", undefined, {
      headers: { "Cache-Control": "no-cache" },
      cache: "no-store",
    }),
  );
}

export function useCheckAuth() {
  return useMutation({ mutationFn: checkAuth, retry: false });
}
