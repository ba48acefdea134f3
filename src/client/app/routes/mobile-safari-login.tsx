import { PlainPage } from "../../components/layout/plain-page";
import { BrowserTips } from "../../features/auth/components/browser-tips";
import { DemoLoginForm } from "../../features/auth/components/demo-login-form";
import { usePageMeta } from "../../lib/page-meta";

export function MobileSafariLoginRoute() {
  usePageMeta(
    "Mobile Safari Login",
    "Sign in to Tummy Detective on iPhone or iPad, with step-by-step Safari settings tips.",
  );
  return (
    <PlainPage
      emoji="📱"
      title="Mobile Safari Login"
      subtitle="Signing in on an iPhone or iPad? Start here, Detective."
    >
      <DemoLoginForm source="mobile-safari-login" redirectDelayMs={1000} detailedErrors />
      <BrowserTips platform="ios" />
    </PlainPage>
  );
}
