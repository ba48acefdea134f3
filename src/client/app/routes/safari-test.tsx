import { useQueryClient } from "@tanstack/react-query";
import { LogIn, ShieldQuestion } from "lucide-react";
import { useState } from "react";
import { PlainPage } from "../../components/layout/plain-page";
import { Button } from "../../components/ui/button";
import { meQueryKey } from "../../features/auth/api/me";
import { useCheckAuth } from "../../features/diagnostics/api/check-auth";
import { useTestLoginFlow } from "../../features/diagnostics/api/test-login-flow";
import { ProbeResults } from "../../features/diagnostics/components/probe-results";
import type { ProbeResult } from "../../features/diagnostics/utils/run-probe";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

export function SafariTestRoute() {
  usePageMeta(t("ui.safariTestTitle"), t("ui.safariTestDescription"));
  const queryClient = useQueryClient();
  const [results, setResults] = useState<ProbeResult[] | null>(null);
  const loginFlow = useTestLoginFlow();
  const authCheck = useCheckAuth();
  const busy = loginFlow.isPending || authCheck.isPending;

  return (
    <PlainPage emoji="🧭" title={t("ui.safariTestLab")} subtitle={t("ui.safariTestSubtitle")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Button
          size="lg"
          disabled={busy}
          onClick={() =>
            loginFlow.mutate(undefined, {
              onSuccess: (flow) => {
                setResults(flow);
                void queryClient.invalidateQueries({ queryKey: meQueryKey });
              },
            })
          }
        >
          <LogIn aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {t("ui.testLoginFlow")}
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={busy}
          onClick={() => authCheck.mutate(undefined, { onSuccess: (check) => setResults([check]) })}
        >
          <ShieldQuestion aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {t("ui.testAuthCheck")}
        </Button>
      </div>
      <ProbeResults results={results} />
    </PlainPage>
  );
}
