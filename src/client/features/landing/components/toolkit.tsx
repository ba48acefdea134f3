import { t } from "../../../lib/i18n";
import { PatternAlertSample } from "./pattern-alert-sample";
import { PhotoAnalysisSample } from "./photo-analysis-sample";

/** Two sample clues from inside the game: a photo analysis and a pattern alert. */
export function Toolkit() {
  return (
    <section
      aria-labelledby="toolkit-heading"
      className="on-dark border-y-[3px] border-ink bg-brand-600 px-4 py-14 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="toolkit-heading" className="text-center text-4xl font-black text-white sm:text-5xl">
          {t("landing.toolkitTitle")}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg font-semibold text-brand-100">
          {t("landing.toolkitText")}
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <PhotoAnalysisSample />
          <PatternAlertSample />
        </div>
      </div>
    </section>
  );
}
