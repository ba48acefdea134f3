import { ArrowLeft, LogIn } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { GrownUpSignupForm } from "../../features/auth/components/grown-up-signup-form";
import { usePageMeta } from "../../lib/page-meta";

/** A grown-up's sign-up (ADR 065): parents, grandparents and carers get a login of their own. */
export function GrownUpSignupRoute() {
  usePageMeta(
    "Grown-up sign-up",
    "Parents, grandparents and carers: make your own Tummy Detective login to keep the diary with your children.",
  );
  return (
    <AuthLayout
      emoji="🧑‍🍼"
      title="A login for grown-ups"
      subtitle="Keep the diary with your children: add a child, or join a family with a code"
      footer={
        <>
          <p className="font-bold text-ink-soft">Already have a login?</p>
          <Link href="/login" className={buttonClasses({ variant: "outline", block: true })}>
            <LogIn aria-hidden="true" className="size-5" strokeWidth={2.5} />
            Sign In
          </Link>
          <Link href="/" className={buttonClasses({ variant: "ghost", className: "mt-1" })}>
            <ArrowLeft aria-hidden="true" className="size-5" strokeWidth={2.5} />
            Back to Home
          </Link>
        </>
      }
    >
      <GrownUpSignupForm />
    </AuthLayout>
  );
}
