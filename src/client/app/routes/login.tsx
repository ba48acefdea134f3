import { ArrowLeft, UserPlus, UsersRound } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { LoginForm } from "../../features/auth/components/login-form";
import { usePageMeta } from "../../lib/page-meta";

export function LoginRoute() {
  usePageMeta(
    "Sign In",
    "Welcome back, Detective! Sign in to Tummy Detective to log today's meals, check in on your tummy and keep your streak going.",
  );
  return (
    <AuthLayout
      emoji="🕵️"
      title="Welcome Back, Detective!"
      subtitle="Sign in to continue your health tracking adventure"
      footer={
        <>
          <p className="font-bold text-ink-soft">New to the agency?</p>
          <Link href="/signup" className={buttonClasses({ variant: "outline", block: true })}>
            <UserPlus aria-hidden="true" className="size-5" strokeWidth={2.5} />
            Join the Detective Team
          </Link>
          <Link
            href="/signup/grown-up"
            className={buttonClasses({ variant: "ghost", block: true })}
          >
            <UsersRound aria-hidden="true" className="size-5" strokeWidth={2.5} />
            I'm a grown-up
          </Link>
          <Link href="/" className={buttonClasses({ variant: "ghost", className: "mt-1" })}>
            <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={2.5} />
            Back to Home
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
