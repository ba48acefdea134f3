import { ArrowLeft, LogIn } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { SignupForm } from "../../features/auth/components/signup-form";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

export function SignupRoute() {
  usePageMeta(t("auth.signupTitle"), t("auth.signupDescription"));
  return (
    <AuthLayout
      emoji="🔍"
      title={t("auth.signupHeading")}
      subtitle={t("auth.signupSubtitle")}
      footer={
        <>
          <p className="text-sm font-semibold text-ink-soft">
            {t("auth.filesStayYours")}{" "}
            <Link href="/privacy" className="font-black text-ink underline underline-offset-2">
              {t("auth.whatWeKeep")}
            </Link>
            .
          </p>
          <p className="font-bold text-ink-soft">{t("auth.alreadyDetective")}</p>
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
      <SignupForm />
    </AuthLayout>
  );
}
