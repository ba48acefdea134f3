import { ArrowLeft, LogIn } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { SignupForm } from "../../features/auth/components/signup-form";
import { usePageMeta } from "../../lib/page-meta";

export function SignupRoute() {
  usePageMeta(
    "Join the Detective Team",
    "Create a free Tummy Detective account for kids aged 1 to 18: pick a detective name, log meals and tummy feelings, and start earning badges.",
  );
  return (
    <AuthLayout
      emoji="🔍"
      title="Join the Detective Team!"
      subtitle="Create your detective ID and start cracking tummy mysteries"
      footer={
        <>
          <p className="text-sm font-semibold text-ink-soft">
            Your case files stay yours:{" "}
            <Link href="/privacy" className="font-black text-ink underline underline-offset-2">
              what we keep and for how long
            </Link>
            .
          </p>
          <p className="font-bold text-ink-soft">Already a detective?</p>
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
      <SignupForm />
    </AuthLayout>
  );
}
