import { pathOf } from "../../../../contracts/endpoint";
import {
  DIARY_ENTRIES_HEADER,
  type ExportQuery,
  exportEndpoints,
} from "../../../../contracts/export";
import { nothingLoggedMessage } from "../../../../domain/reports/csv-rows";
import { apiRequest } from "../../../lib/api-client";
import { todayLocalDate } from "../../../lib/time";
import { downloadBlob } from "../utils/csv-file";

/** The FHIR export of an empty period: nothing is saved, the message says why. */
export class FhirNothingLogged extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FhirNothingLogged";
  }
}

/** The file name the server gave (Content-Disposition), else a plain one. */
function fileNameOf(res: Response): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "");
  return match?.[1] ?? "tummy-detective_fhir.json";
}

/**
 * GET /api/export/{userId}/fhir and save the bundle under the server's file name (child and
 * period); an empty period saves nothing and throws FhirNothingLogged with its words.
 */
export async function downloadFhirBundle(userId: string, query: ExportQuery): Promise<void> {
  const search = new URLSearchParams();
  if (query.startDate) search.set("startDate", query.startDate);
  if (query.endDate) search.set("endDate", query.endDate);
  const path = pathOf(exportEndpoints.fhir, { userId });
  const res = await apiRequest("GET", search.size > 0 ? `${path}?${search}` : path);
  if (res.headers.get(DIARY_ENTRIES_HEADER) === "0") {
    await res.body?.cancel();
    throw new FhirNothingLogged(
      nothingLoggedMessage({
        from: query.startDate ?? null,
        to: query.endDate ?? todayLocalDate(),
        allDates: !query.startDate && !query.endDate,
      }),
    );
  }
  downloadBlob(fileNameOf(res), await res.blob());
}
