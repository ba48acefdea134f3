import { Link } from "wouter";
import { Logo } from "../../../components/logo";

/** Footer: wordmark and the short medical statement. */
export function LandingFooter() {
  return (
    <footer className="border-t-[3px] border-ink/10 bg-white/60">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-8 text-center sm:flex-row sm:justify-between sm:text-left">
        <Logo />
        <p className="max-w-md text-sm font-semibold text-ink-soft">
          A food and tummy diary game for kids. Not a medical device or diagnostic tool. ©{" "}
          {new Date().getFullYear()} Tummy Detective.{" "}
          <Link href="/privacy" className="font-black text-ink underline underline-offset-2">
            Privacy
          </Link>
        </p>
      </div>
    </footer>
  );
}
