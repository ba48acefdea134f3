import { PlainPage } from "../../components/layout/plain-page";
import { BrowserTips } from "../../features/auth/components/browser-tips";
import { DemoLoginForm } from "../../features/auth/components/demo-login-form";
import { usePageMeta } from "../../lib/page-meta";

export function SafariLoginRoute() {
  usePageMeta(
    "Safari Login",
    "A Safari-friendly way to sign in to Tummy Detective, with tips for cookie and tracking settings.",
  );
  return (
    <PlainPage
      emoji="🧭"
      title="Safari Detective Login"
      subtitle="A sign-in made for Safari. The demo case file is ready to open."
    >
      <DemoLoginForm source="safari-login" redirectDelayMs={500} detailedErrors={false} />
      <BrowserTips platform="mac" />
    </PlainPage>
  );
}
