import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { ExportDataError, INVALID_EXPORT_DATA } from "../api/get-export";
import { exportFailureDescription, exportSuccessDescription } from "./export-messages";

describe("export messages (SPEC 8)", () => {
  it("chooses the words by the message content", () => {
    expect(exportFailureDescription(new ApiError(401, "Authentication required"))).toBe(
      "Please log in again to export your data.",
    );
    expect(exportFailureDescription(new ApiError(403, '403: {"message":"no"}'))).toBe(
      "You don't have permission to export this data.",
    );
    expect(exportFailureDescription(new Error("authentication token broken"))).toBe(
      "Authentication error. Please refresh the page and try again.",
    );
    expect(exportFailureDescription(new TypeError("NetworkError when attempting to fetch"))).toBe(
      "Network error. Please check your connection and try again.",
    );
    expect(exportFailureDescription(new TypeError("Failed to fetch"))).toBe(
      "Network error. Please check your connection and try again.",
    );
    expect(exportFailureDescription(new RangeError("Invalid time value"))).toBe(
      "Date formatting error. Please try again.",
    );
    expect(exportFailureDescription(new Error("disk full"))).toBe("Export failed: disk full");
    expect(exportFailureDescription(new Error(""))).toBe(
      "Failed to export data. Please try again.",
    );
    expect(exportFailureDescription(undefined)).toBe("Failed to export data. Please try again.");
  });

  it("says when the data was malformed, and what was downloaded", () => {
    expect(exportFailureDescription(new ExportDataError(INVALID_EXPORT_DATA))).toBe(
      "Failed to export data: Invalid export data received from server",
    );
    expect(exportSuccessDescription("food groups")).toBe(
      "The food groups CSV file has been downloaded to your device.",
    );
  });
});
