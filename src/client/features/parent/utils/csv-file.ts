import Papa from "papaparse";
import { neutralisedRows } from "../../../../domain/reports/csv-cells";
import type { CsvRow } from "../../../../domain/reports/csv-rows";

/** The byte order mark that makes Excel read a CSV file as UTF-8 (LibreOffice accepts it too). */
export const UTF8_BOM = "\uFEFF";

/**
 * The CSV text of rows, for every CSV the app makes: each line of a text cell that starts with
 * =, +, -, @, tab or carriage return gets a leading ' so a spreadsheet shows it as text and never
 * runs it (a child can type anything as a food or a note; neutralisedCell). papaparse's own check
 * reads a cell's first line only, so it is not relied on. papaparse quotes commas, quotes and
 * line breaks; CRLF line ends, as RFC 4180 says.
 */
export function toCsv(rows: readonly CsvRow[]): string {
  return UTF8_BOM + Papa.unparse(neutralisedRows(rows), { escapeFormulae: false, newline: "\r\n" });
}

/** Saves text as a file through the browser's download. */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8") {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves bytes as a file through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns; a tick later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
