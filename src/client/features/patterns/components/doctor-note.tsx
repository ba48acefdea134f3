import { Stethoscope } from "lucide-react";
import { t } from "../../../lib/i18n";

/** The calm reminder that clues are diary evidence, not a diagnosis. */
export function DoctorNote() {
  return (
    <aside
      aria-label={t("patterns.aboutClues")}
      className="flex items-start gap-3 rounded-3xl border-2 border-sky-300 bg-sky-50 p-4"
    >
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white text-sky-800"
      >
        <Stethoscope className="size-6" strokeWidth={2.5} />
      </span>
      <p className="text-sm leading-snug font-semibold text-sky-950 sm:text-base">
        <strong className="font-black">{t("patterns.notDiagnosis")}</strong>{" "}
        {t("patterns.notDiagnosisMore")}
      </p>
    </aside>
  );
}
