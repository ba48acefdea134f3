import { ArrowLeft, UserPlus, UsersRound } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { LoginForm } from "../../features/auth/components/login-form";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

export function LoginRoute() {
  usePageMeta(t("auth.loginTitle"), t("auth.loginDescription"));
  return (
    <AuthLayout
      emoji="🕵️"
      title={t("auth.loginHeading")}
      subtitle={t("auth.loginSubtitle")}
      footer={
        <>
          <p className="font-bold text-ink-soft">{t("auth.newToAgency")}</p>
          <Link href="/signup" className={buttonClasses({ variant: "outline", block: true })}>
            <UserPlus aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("auth.joinTeam")}
          </Link>
          <Link
            href="/signup/grown-up"
            className={buttonClasses({ variant: "ghost", block: true })}
          >
            <UsersRound aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("auth.imGrownUp")}
          </Link>
          <Link href="/" className={buttonClasses({ variant: "ghost", className: "mt-1" })}>
            <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("auth.backHome")}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
