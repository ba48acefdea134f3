import { TIMELINE_COLUMNS } from "../../../../domain/reports/csv-rows";
import type { MessageKey } from "../../../../i18n/translate";
import { t } from "../../../lib/i18n";

/** SPEC 2: what the reports hold, so a parent knows what the doctor will see. */
export function ReportContents() {
  const columns = TIMELINE_COLUMNS.map((name) => t(`reports.column.${name}` as MessageKey));
  return (
    <details className="rounded-2xl border-2 border-ink/15 bg-white p-3">
      <summary className="cursor-pointer font-black">{t("reports.contents.title")}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm font-semibold">
        <li>{t("reports.contents.meals")}</li>
        <li>{t("reports.contents.feelings")}</li>
        <li>{t("reports.contents.sleep")}</li>
        <li>{t("reports.contents.drinks")}</li>
        <li>{t("reports.contents.patterns")}</li>
        <li>{t("reports.contents.groups")}</li>
        <li>{t("reports.contents.columns", { columns: columns.join(", ") })}</li>
      </ul>
      <p className="mt-2 text-sm font-semibold text-ink-soft">{t("reports.contents.files")}</p>
    </details>
  );
}
