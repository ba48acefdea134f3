import { CheckCircle2, XCircle } from "lucide-react";
import { formatNumber, formatTime } from "../../../../i18n/format";
import { t, useLocale } from "../../../lib/i18n";
import type { ProbeResult } from "../utils/run-probe";

/** The body block: the response as it came, or the network error in the reader's language. */
function bodyText(result: ProbeResult): string {
  if (result.failure !== null) {
    return result.failure
      ? t("diagnostics.error", { message: result.failure })
      : t("diagnostics.unknownFailure");
  }
  return result.body || t("diagnostics.emptyBody");
}

/** The result display of the test pages: one block per request made. */
export function ProbeResults({ results }: { results: ProbeResult[] | null }) {
  const { formatLocale } = useLocale();
  return (
    <section
      aria-label={t("diagnostics.testResults")}
      aria-live="polite"
      className="rounded-3xl border-[3px] border-dashed border-ink/25 bg-white p-4"
    >
      {results === null ? (
        <p className="text-center font-bold text-ink-soft">{t("diagnostics.noTestsYet")}</p>
      ) : (
        <ul className="space-y-3">
          {results.map((result) => (
            <li key={`${result.label}-${result.at.getTime()}`} className="space-y-2">
              <p className="flex flex-wrap items-center gap-2 font-black">
                {result.ok ? (
                  <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700" />
                ) : (
                  <XCircle aria-hidden="true" className="size-5 text-red-700" />
                )}
                {result.label}
                <span
                  className={`rounded-full px-2.5 py-0.5 text-sm ${result.ok ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900"}`}
                >
                  {result.status === null
                    ? t("diagnostics.noResponse")
                    : t("diagnostics.status", { status: String(result.status) })}
                </span>
                <span className="text-sm font-bold text-ink-soft">
                  {t("diagnostics.timing", {
                    elapsed: formatNumber(formatLocale, result.elapsedMs),
                    at: formatTime(formatLocale, result.at, { timeStyle: "medium" }),
                  })}
                </span>
              </p>
              <pre className="max-h-60 overflow-auto rounded-2xl bg-ink p-3 font-mono text-sm whitespace-pre-wrap break-all text-white">
                {bodyText(result)}
              </pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
