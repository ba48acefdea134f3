import { PlainPage } from "../../components/layout/plain-page";
import { BrowserTips } from "../../features/auth/components/browser-tips";
import { DemoLoginForm } from "../../features/auth/components/demo-login-form";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

export function SafariLoginRoute() {
  usePageMeta(t("auth.safariTitle"), t("auth.safariDescription"));
  return (
    <PlainPage emoji="🧭" title={t("auth.safariHeading")} subtitle={t("auth.safariSubtitle")}>
      <DemoLoginForm source="safari-login" redirectDelayMs={500} detailedErrors={false} />
      <BrowserTips platform="mac" />
    </PlainPage>
  );
}
