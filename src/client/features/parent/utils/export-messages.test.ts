import { describe, expect, it } from "vitest";
import { testTranslate } from "../../../../i18n/testing";
import { ApiError } from "../../../lib/api-client";
import { ExportDataError } from "../api/get-export";
import { exportFailureDescription } from "./export-messages";

const en = testTranslate("en");
const es = testTranslate("es");

describe("export messages (SPEC 8)", () => {
  it("chooses the words by the status, the code or the class of the failure", () => {
    expect(exportFailureDescription(new ApiError(401, "Authentication required"), en)).toBe(
      "Please log in again to export your data.",
    );
    expect(
      exportFailureDescription(
        new ApiError(403, "no", { code: "forbidden", serverMessage: "" }),
        en,
      ),
    ).toBe("You don't have permission to export this data.");
    expect(exportFailureDescription(new DOMException("blocked", "SecurityError"), en)).toBe(
      "Authentication error. Please refresh the page and try again.",
    );
    expect(
      exportFailureDescription(new TypeError("NetworkError when attempting to fetch"), en),
    ).toBe("Network error. Please check your connection and try again.");
    expect(exportFailureDescription(new TypeError("Load failed"), en)).toBe(
      "Network error. Please check your connection and try again.",
    );
    expect(exportFailureDescription(new RangeError("Invalid time value"), en)).toBe(
      "Date formatting error. Please try again.",
    );
    expect(exportFailureDescription(new Error("disk full"), en)).toBe("Export failed: disk full");
    expect(exportFailureDescription(new Error(""), en)).toBe(
      "Failed to export data. Please try again.",
    );
    expect(exportFailureDescription(undefined, en)).toBe(
      "Failed to export data. Please try again.",
    );
  });

  it("never decides by the words of a message", () => {
    // A plain Error that speaks of authentication, networks or dates is still a plain failure.
    expect(exportFailureDescription(new Error("authentication network date"), en)).toBe(
      "Export failed: authentication network date",
    );
  });

  it("says when the data was malformed, in the family's language", () => {
    expect(exportFailureDescription(new ExportDataError(), en)).toBe(
      "Failed to export data: Invalid export data received from server",
    );
    expect(exportFailureDescription(new ExportDataError(), es)).toBe(
      "No se pudieron exportar los datos: Los datos recibidos del servidor no se pueden leer",
    );
    expect(exportFailureDescription(new ApiError(401, "x"), es)).toBe(
      "Vuelve a iniciar sesión para exportar tus datos.",
    );
    expect(exportFailureDescription(new TypeError("Failed to fetch"), es)).toBe(
      "Error de red. Revisa tu conexión y vuelve a intentarlo.",
    );
  });

  it("words the success toast with the report's name (SPEC 8)", () => {
    expect(en("reports.csvDownloaded", { report: en("reports.name.foodGroups") })).toBe(
      "The food groups CSV file has been downloaded to your device.",
    );
    expect(es("reports.csvDownloaded", { report: es("reports.name.foodGroups") })).toBe(
      "El archivo CSV de grupos de alimentos se ha descargado en tu dispositivo.",
    );
  });
});
