import { ApiError } from "../../../lib/api-client";
import { ExportDataError } from "../api/get-export";

/** SPEC 8: the title of every export failure toast. */
export const EXPORT_FAILED = "Export failed";
/** SPEC 8: exporting with nobody signed in. */
export const USER_NOT_AUTHENTICATED = "User not authenticated";
/** SPEC 8: the success toast's title. */
export const EXPORT_SUCCESS = "Report exported successfully!";

/** SPEC 8: 'The ' plus report type plus ' CSV file has been downloaded to your device.' */
export function exportSuccessDescription(reportType: string): string {
  return `The ${reportType} CSV file has been downloaded to your device.`;
}

/** The words of an export failure, chosen by the error's message as SPEC 8 lists them. */
export function exportFailureDescription(error: unknown): string {
  if (error instanceof ExportDataError) return error.message;
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  const status = error instanceof ApiError ? error.status : undefined;
  const lower = message.toLowerCase();
  if (status === 401 || message.includes("401")) {
    return "Please log in again to export your data.";
  }
  if (status === 403 || message.includes("403")) {
    return "You don't have permission to export this data.";
  }
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
  if (message) {
    const reason = error instanceof ApiError && error.serverMessage ? error.serverMessage : message;
    return `Export failed: ${reason}`;
  }
  return "Failed to export data. Please try again.";
}
