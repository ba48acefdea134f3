import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// ADR 071: the English catalogue holds the specification's texts word for word. Every text
// docs/spec.md quotes ('Start Detecting') is found in an English message, or is listed below
// with the reason it is not a text of its own.

const spec = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/spec.md"), "utf8");
const messagesDir = path.resolve(import.meta.dirname, "messages/en");

/** Quoted texts: between single quotes, an apostrophe inside a word ("don't") kept. */
function quotedTexts(text: string): string[] {
  const found = text.matchAll(
    /(?:(?<=^)|(?<=[\s([,:/]))'([^'\n]*?(?:\w'\w[^'\n]*?)*)'(?=[\s).,;:\]!?/]|$)/gm,
  );
  return [...new Set([...found].map(([, quoted]) => quoted as string))];
}

/** Quoted in the specification but not a text a person reads as written. */
const NOT_A_TEXT: Record<string, string> = {
  "/": "a route",
  "{status}: {response text}": "the shape of a server error the client shows, not a text",
  "Error: ...": "a prefix before a message, not a text of its own",
  "Failed to ... Try again!": "the shape of several failure toasts, each in the catalogue",
  "The ": "the start of a sentence quoted to show its parts",
  "N out of 3 meals": "a count: the catalogue's ICU plural says it for every N",
  "N years old": "a count: the catalogue's ICU plural says it for every N",
  confirmed: "a pattern's status code in the API",
  dismissed: "a pattern's status code in the API",
  pending: "a pattern's or mission's status code in the API",
  authentication: "a word the old client matched in error messages; no screen decides by words",
  network: "a word the old client matched in error messages; no screen decides by words",
  "no permission": "a word the old client matched in error messages; no screen decides by words",
  "already complete": "a word the old client matched in error messages; no screen decides by words",
};

const englishMessages = fs
  .readdirSync(messagesDir)
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) =>
    Object.values(
      JSON.parse(fs.readFileSync(path.join(messagesDir, file), "utf8")) as Record<string, string>,
    ),
  );
/** ICU quoting doubles an apostrophe in a message's source; the reader sees one. */
const asRead = (message: string) => message.replace(/''/g, "'");

describe("the specification's texts", () => {
  const texts = quotedTexts(spec);

  it("are found by the reader of the specification (at least the login screen's)", () => {
    expect(texts).toContain("Welcome Back, Detective!");
    expect(texts.length).toBeGreaterThan(100);
  });

  it("are each in the English catalogue, word for word, or listed with a reason", () => {
    const missing = texts.filter(
      (text) =>
        !(text in NOT_A_TEXT) && !englishMessages.some((message) => asRead(message).includes(text)),
    );
    expect(missing, `not in the English catalogue:\n${missing.join("\n")}`).toEqual([]);
  });

  it("lists no reason for a text the specification no longer quotes", () => {
    expect(Object.keys(NOT_A_TEXT).filter((text) => !texts.includes(text))).toEqual([]);
  });
});
