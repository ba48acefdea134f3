import type { Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { expect } from "vitest";

/** Prints the page as Chromium's "Save as PDF" would, and reads the PDF back. */
export async function printToPdf(
  page: Page,
  format: "A4" | "Letter" = "A4",
): Promise<{ pdf: Buffer; pages: number; text: string }> {
  const pdf = await page.pdf({ format, printBackground: true });
  const objects = pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  const document = await getDocumentProxy(new Uint8Array(pdf));
  expect(document.numPages).toBe(objects.length);
  const { text } = await extractText(document, { mergePages: true });
  return { pdf, pages: objects.length, text };
}
