import { PlugZap } from "lucide-react";
import { PlainPage } from "../../components/layout/plain-page";
import { Button } from "../../components/ui/button";
import { BusyIcon } from "../../components/ui/spinner";
import { useCheckAuth } from "../../features/diagnostics/api/check-auth";
import { DeviceInfo } from "../../features/diagnostics/components/device-info";
import { ProbeResults } from "../../features/diagnostics/components/probe-results";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

export function MobileTestRoute() {
  usePageMeta(t("ui.mobileTestTitle"), t("ui.mobileTestDescription"));
  const check = useCheckAuth();
  return (
    <PlainPage emoji="🧪" title={t("ui.mobileTestLab")} subtitle={t("ui.mobileTestSubtitle")}>
      <DeviceInfo />
      <Button size="xl" block disabled={check.isPending} onClick={() => check.mutate()}>
        <BusyIcon
          busy={check.isPending}
          icon={<PlugZap aria-hidden="true" className="size-6" strokeWidth={2.5} />}
        />
        {t("ui.testApi")}
      </Button>
      <ProbeResults results={check.data ? [check.data] : null} />
    </PlainPage>
  );
}
