import { pathOf } from "../../../../contracts/endpoint";
import {
  DIARY_ENTRIES_HEADER,
  type ExportQuery,
  exportEndpoints,
} from "../../../../contracts/export";
import type { ReportPeriod } from "../../../../domain/reports/csv-rows";
import { apiRequest } from "../../../lib/api-client";
import { todayLocalDate } from "../../../lib/time";
import { downloadBlob } from "../utils/csv-file";

/** The FHIR export of an empty period: nothing is saved; the screen words the period. */
export class FhirNothingLogged extends Error {
  readonly period: ReportPeriod;
  constructor(period: ReportPeriod) {
    super("nothing logged");
    this.name = "FhirNothingLogged";
    this.period = period;
  }
}

/** The file name the server gave (Content-Disposition), else a plain one. */
function fileNameOf(res: Response): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "");
  return match?.[1] ?? "tummy-detective_fhir.json";
}

/**
 * GET /api/export/{userId}/fhir and save the bundle under the server's file name (child and
 * period); an empty period saves nothing and throws FhirNothingLogged with its period.
 */
export async function downloadFhirBundle(userId: string, query: ExportQuery): Promise<void> {
  const search = new URLSearchParams();
  if (query.startDate) search.set("startDate", query.startDate);
  if (query.endDate) search.set("endDate", query.endDate);
  // The display texts of the app's own codes in the report's language (ADR 060).
  if (query.language) search.set("language", query.language);
  const path = pathOf(exportEndpoints.fhir, { userId });
  const res = await apiRequest("GET", search.size > 0 ? `${path}?${search}` : path);
  if (res.headers.get(DIARY_ENTRIES_HEADER) === "0") {
    await res.body?.cancel();
    throw new FhirNothingLogged({
      from: query.startDate ?? null,
      to: query.endDate ?? todayLocalDate(),
      allDates: !query.startDate && !query.endDate,
    });
  }
  downloadBlob(fileNameOf(res), await res.blob());
}
