import { ApiError, friendlyMessage } from "../../../lib/api-client";
import { ExportDataError } from "../api/get-export";

/** SPEC 8: the title of every export failure toast. */
export const EXPORT_FAILED = "Export failed";
/** SPEC 8: exporting with nobody signed in. */
export const USER_NOT_AUTHENTICATED = "User not authenticated";
/** SPEC 8: the success toast's title. */
export const EXPORT_SUCCESS = "Report exported successfully!";

/** The title of the notice an export of an empty period shows instead of a file (ADR 061). */
export const NOTHING_TO_EXPORT = "Nothing to export";

/** The success words of the FHIR download. */
export const FHIR_SUCCESS_DESCRIPTION =
  "The FHIR file for the clinic's system has been downloaded to your device.";

/** SPEC 8: 'The ' plus report type plus ' CSV file has been downloaded to your device.' */
export function exportSuccessDescription(reportType: string): string {
  return `The ${reportType} CSV file has been downloaded to your device.`;
}

/**
 * The words of an export failure as SPEC 8 lists them: an answer of the server chosen by its
 * code (ADR 048), the browser's own failures (no code) by their kind.
 */
export function exportFailureDescription(error: unknown): string {
  if (error instanceof ExportDataError) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 401) return "Please log in again to export your data.";
    if (error.code === "forbidden") return "You don't have permission to export this data.";
    return `Export failed: ${friendlyMessage(error, error.message)}`;
  }
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  const lower = message.toLowerCase();
  if (lower.includes("authentication")) {
    return "Authentication error. Please refresh the page and try again.";
  }
  // Browsers word a failed fetch differently: 'NetworkError ...' or 'Failed to fetch'.
  if (lower.includes("network") || (error instanceof TypeError && lower.includes("fetch"))) {
    return "Network error. Please check your connection and try again.";
  }
  if (lower.includes("date") || lower.includes("invalid time value")) {
    return "Date formatting error. Please try again.";
  }
  if (message) return `Export failed: ${message}`;
  return "Failed to export data. Please try again.";
}
