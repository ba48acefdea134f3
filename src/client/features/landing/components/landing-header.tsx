import { Link } from "wouter";
import { Logo } from "../../../components/logo";
import { buttonClasses } from "../../../components/ui/button";

/** Top bar of the landing page: wordmark, Sign In and Get Started. */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b-[3px] border-ink/10 bg-cream/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-2 sm:px-6">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-1.5 sm:gap-3">
          <a
            href="#how-it-works"
            className="hidden min-h-12 items-center rounded-2xl px-4 font-extrabold text-ink-soft hover:bg-brand-50 hover:text-brand-700 md:inline-flex"
          >
            How it works
          </a>
          <Link
            href="/login"
            className={buttonClasses({ variant: "ghost", className: "px-3 sm:px-5" })}
          >
            Sign In
          </Link>
          <Link href="/signup" className={buttonClasses({ className: "px-4 sm:px-5" })}>
            Get Started
          </Link>
        </nav>
      </div>
    </header>
  );
}
