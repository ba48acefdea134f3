import { Mail, Rocket } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../../components/ui/button";
import { t } from "../../../lib/i18n";

export const CONTACT_EMAIL = "hello@tummydetective.app";

/** The closing call to action: free to start, beta coming soon, and the contact address. */
export function FinalCta() {
  const [mailbox, domain] = CONTACT_EMAIL.split("@");
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-14 sm:px-6">
      <div className="on-dark relative mx-auto max-w-4xl overflow-hidden rounded-[2.5rem] border-[3px] border-ink bg-brand-600 px-6 py-12 text-center text-white shadow-card sm:px-12">
        <span
          aria-hidden="true"
          className="absolute top-6 left-6 hidden text-4xl motion-safe:animate-float sm:block"
        >
          🔍
        </span>
        <span
          aria-hidden="true"
          className="absolute right-6 bottom-6 hidden text-4xl motion-safe:animate-float sm:block"
        >
          🏅
        </span>
        <h2 id="cta-heading" className="text-4xl font-black sm:text-5xl">
          {t("landing.ctaTitle")}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg font-semibold text-brand-100">
          {t("landing.ctaText")}
        </p>
        <Link
          href="/signup"
          className={buttonClasses({ variant: "sunny", size: "xl", className: "mt-8" })}
        >
          <Rocket aria-hidden="true" className="size-6" strokeWidth={2.5} />
          {t("landing.startTracking")}
        </Link>
        <p className="mt-8 font-semibold text-brand-100">{t("landing.writeToUs")}</p>
        <p className="mt-1">
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-flex min-h-12 max-w-full items-center gap-2 rounded-2xl px-2 text-base font-black text-white underline decoration-sunny-300 decoration-[3px] underline-offset-4 hover:bg-white/10 min-[400px]:px-3 min-[400px]:text-lg"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" strokeWidth={2.5} />
            {/* Never split inside a word: on a narrow screen the address breaks after the @. */}
            <span className="min-w-0">
              {mailbox}@<wbr />
              {domain}
            </span>
          </a>
        </p>
      </div>
    </section>
  );
}
