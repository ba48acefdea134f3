import { useMutation } from "@tanstack/react-query";
import { authEndpoints } from "../../../../contracts/auth";
import { pathOf } from "../../../../contracts/endpoint";
import { apiFetch } from "../../../lib/api-client";
import { DEMO_PASSWORD, DEMO_USERNAME } from "../../../lib/demo-credentials";
import { type ProbeResult, runProbe } from "../utils/run-probe";
import { checkAuth } from "./check-auth";

/** POST /api/auth/login with the demo account, then GET /api/auth/me: did the cookie stick? */
export async function testLoginFlow(): Promise<ProbeResult[]> {
  const { login: endpoint } = authEndpoints;
  const login = await runProbe(`${endpoint.method} ${endpoint.path}`, () =>
    apiFetch(
      endpoint.method,
      pathOf(endpoint),
      { username: DEMO_USERNAME, password: DEMO_PASSWORD },
      { headers: { "X-Login-Source": "safari-test" } },
    ),
  );
  if (!login.ok) return [login];
  return [login, await checkAuth()];
}

export function useTestLoginFlow() {
  return useMutation({ mutationFn: testLoginFlow, retry: false });
}
