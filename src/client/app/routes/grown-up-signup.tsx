import { ArrowLeft, LogIn } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { GrownUpSignupForm } from "../../features/auth/components/grown-up-signup-form";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

/** A grown-up's sign-up (ADR 065): parents, grandparents and carers get a login of their own. */
export function GrownUpSignupRoute() {
  usePageMeta(t("auth.grownUpTitle"), t("auth.grownUpDescription"));
  return (
    <AuthLayout
      emoji="🧑‍🍼"
      title={t("auth.grownUpHeading")}
      subtitle={t("auth.grownUpSubtitle")}
      footer={
        <>
          <p className="font-bold text-ink-soft">{t("auth.haveLogin")}</p>
          <Link href="/login" className={buttonClasses({ variant: "outline", block: true })}>
            <LogIn aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("auth.signIn")}
          </Link>
          <Link href="/" className={buttonClasses({ variant: "ghost", className: "mt-1" })}>
            <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("auth.backHome")}
          </Link>
        </>
      }
    >
      <GrownUpSignupForm />
    </AuthLayout>
  );
}
