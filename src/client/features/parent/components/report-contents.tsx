import { TIMELINE_COLUMNS } from "../../../../domain/reports/csv-rows";

/** SPEC 2: what the reports hold, so a parent knows what the doctor will see. */
export function ReportContents() {
  return (
    <details className="rounded-2xl border-2 border-ink/15 bg-white p-3">
      <summary className="cursor-pointer font-black">What's in the reports</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm font-semibold">
        <li>Meals with their foods, meal type and photo-recognition confidence</li>
        <li>
          Tummy feelings in the doctor's words with your child's beside them (no discomfort (Happy),
          mild discomfort (Okay), pain (Ouchy)), and bathroom events with their Bristol type and
          medical category
        </li>
        <li>Bedtimes, hours slept and morning mood</li>
        <li>Drinks with their type and amount in ml and cups</li>
        <li>Food-to-feeling patterns with confidence, occurrences, status and evidence</li>
        <li>Food groups: how often, how many different foods, on how many days, with examples</li>
        <li>Timeline columns: {TIMELINE_COLUMNS.join(", ")}</li>
      </ul>
      <p className="mt-2 text-sm font-semibold text-ink-soft">
        Files are CSV (UTF-8) and open in Excel, LibreOffice, Numbers or Google Sheets. Each starts
        with your child's name, the dates it covers and when it was made, and its name says the
        same. Dates and times are in your local time. The FHIR file is for a clinic's record system,
        not for reading.
      </p>
    </details>
  );
}
