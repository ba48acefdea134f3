import { FinalCta } from "../../features/landing/components/final-cta";
import { ForParents } from "../../features/landing/components/for-parents";
import { Hero } from "../../features/landing/components/hero";
import { HowItWorks } from "../../features/landing/components/how-it-works";
import { LandingFooter } from "../../features/landing/components/landing-footer";
import { LandingHeader } from "../../features/landing/components/landing-header";
import { Toolkit } from "../../features/landing/components/toolkit";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

export function LandingRoute() {
  usePageMeta(t("landing.pageTitle"), t("landing.pageDescription"), { raw: true });
  return (
    <div className="overflow-x-clip">
      <LandingHeader />
      <main id="main">
        <Hero />
        <Toolkit />
        <HowItWorks />
        <ForParents />
        <FinalCta />
      </main>
      <LandingFooter />
    </div>
  );
}
