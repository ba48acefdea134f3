import { PlugZap } from "lucide-react";
import { PlainPage } from "../../components/layout/plain-page";
import { Button } from "../../components/ui/button";
import { BusyIcon } from "../../components/ui/spinner";
import { useCheckAuth } from "../../features/diagnostics/api/check-auth";
import { DeviceInfo } from "../../features/diagnostics/components/device-info";
import { ProbeResults } from "../../features/diagnostics/components/probe-results";
import { usePageMeta } from "../../lib/page-meta";

export function MobileTestRoute() {
  usePageMeta(
    "Mobile Test",
    "Check how Tummy Detective sees this device: browser, cookies, connection and the API.",
  );
  const check = useCheckAuth();
  return (
    <PlainPage
      emoji="🧪"
      title="Mobile Test Lab"
      subtitle="Clues about this device, for when something is not working."
    >
      <DeviceInfo />
      <Button size="xl" block disabled={check.isPending} onClick={() => check.mutate()}>
        <BusyIcon
          busy={check.isPending}
          icon={<PlugZap aria-hidden="true" className="size-6" strokeWidth={2.5} />}
        />
        Test API Connection
      </Button>
      <ProbeResults results={check.data ? [check.data] : null} />
    </PlainPage>
  );
}
