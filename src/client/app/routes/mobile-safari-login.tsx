import { PlainPage } from "../../components/layout/plain-page";
import { BrowserTips } from "../../features/auth/components/browser-tips";
import { DemoLoginForm } from "../../features/auth/components/demo-login-form";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

export function MobileSafariLoginRoute() {
  usePageMeta(t("auth.mobileSafariTitle"), t("auth.mobileSafariDescription"));
  return (
    <PlainPage
      emoji="📱"
      title={t("auth.mobileSafariTitle")}
      subtitle={t("auth.mobileSafariSubtitle")}
    >
      <DemoLoginForm source="mobile-safari-login" redirectDelayMs={1000} detailedErrors />
      <BrowserTips platform="ios" />
    </PlainPage>
  );
}
