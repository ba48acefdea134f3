import type { Translate } from "../../../../i18n/translate";
import { ApiError, friendlyMessage } from "../../../lib/api-client";
import { t as current } from "../../../lib/i18n";
import { ExportDataError } from "../api/get-export";

/**
 * The words of an export failure as SPEC 8 lists them (toast title: reports.exportFailed),
 * chosen by what failed, never by the words of a message: an answer of the server by its
 * status and code (ADR 048), the browser's own failures by their class. A failed fetch is a
 * TypeError, a date the browser cannot write a RangeError, a session the browser refuses to
 * send (storage or cookies blocked) a DOMException named SecurityError or NotAllowedError.
 */
export function exportFailureDescription(error: unknown, t: Translate = current): string {
  if (error instanceof ExportDataError) {
    return t("reports.failedToExportData", { reason: t("reports.invalidExportData") });
  }
  if (error instanceof ApiError) {
    if (error.status === 401) return t("reports.loginAgain");
    if (error.code === "forbidden") return t("reports.noPermission");
    return t("reports.exportFailedWith", { message: friendlyMessage(error, error.message) });
  }
  if (
    error instanceof DOMException &&
    (error.name === "SecurityError" || error.name === "NotAllowedError")
  ) {
    return t("reports.authenticationError");
  }
  if (error instanceof TypeError) return t("reports.networkError");
  if (error instanceof RangeError) return t("reports.dateError");
  if (error instanceof Error && error.message) {
    return t("reports.exportFailedWith", { message: error.message });
  }
  return t("reports.exportFailedRetry");
}
