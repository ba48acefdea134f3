import { FolderOpen } from "lucide-react";
import { Link } from "wouter";
import { Logo } from "../../../components/logo";
import { buttonClasses } from "../../../components/ui/button";
import { t } from "../../../lib/i18n";
import { useSignedIn } from "../../../lib/signed-in";

/**
 * Top bar of the landing page: wordmark, Sign In and Get Started; a detective who is signed in
 * (back from the tummy check, or who typed the address) gets the way back to the case file.
 */
export function LandingHeader() {
  const signedIn = useSignedIn();
  return (
    <header className="sticky top-[var(--safari-notice-h,0px)] z-30 border-b-[3px] border-ink/10 bg-cream/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-2 sm:px-6">
        <Logo />
        <nav
          aria-label={t("landing.account")}
          className="flex shrink-0 items-center gap-1 sm:gap-3"
        >
          {signedIn ? (
            <Link
              href="/app"
              className={buttonClasses({ size: "sm", className: "whitespace-nowrap" })}
            >
              <FolderOpen aria-hidden="true" className="size-5" strokeWidth={2.5} />
              {t("landing.openCaseFile")}
            </Link>
          ) : (
            <>
              <Link
                href="/login"
                className={buttonClasses({
                  variant: "ghost",
                  size: "sm",
                  className: "whitespace-nowrap",
                })}
              >
                {t("landing.signIn")}
              </Link>
              <Link
                href="/signup"
                className={buttonClasses({ size: "sm", className: "whitespace-nowrap" })}
              >
                {t("landing.getStarted")}
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
