import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// ADR 071: words are made at the edge, from the catalogue. No client component writes a word a
// person reads as a literal: JSX text, and the attributes a person reads or hears (aria-label,
// title, placeholder, alt, and the like), come from `t(...)`. A literal with no letters (an
// emoji, a number, punctuation) is not a word.

const clientDir = path.resolve(import.meta.dirname, "../client");
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
  "heading",
  "text",
  "confirmLabel",
  "cancelLabel",
]);
/** Words that are the same in every language: the product's name and a unit symbol or two. */
const SAME_IN_EVERY_LANGUAGE = new Set(["Tummy Detective", "KB", "MB", "OK"]);

const hasLetters = (text: string) => /\p{L}/u.test(text);
const isWord = (text: string) => {
  const trimmed = text.replace(/\s+/g, " ").trim();
  return hasLetters(trimmed) && !SAME_IN_EVERY_LANGUAGE.has(trimmed);
};

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

/** The literals an expression in JSX children may show: itself, or a branch of `?:`, `&&`, `??`. */
type Shown = { node: ts.Node; text: string };
function shownLiterals(expression: ts.Expression | undefined): Shown[] {
  if (!expression) return [];
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return isWord(expression.text) ? [{ node: expression, text: expression.text }] : [];
  }
  if (ts.isTemplateExpression(expression)) {
    const parts = [expression.head, ...expression.templateSpans.map((span) => span.literal)];
    const text = parts.map((part) => part.text).join("…");
    return isWord(text) ? [{ node: expression, text }] : [];
  }
  if (ts.isConditionalExpression(expression)) {
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
  }
  return [];
}

/** Each literal word in a file's JSX, as `file:line "text"`. */
function literalWords(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(clientDir, file)}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWord(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value &&
              ts.isJsxExpression(value) &&
              value.expression &&
              (ts.isStringLiteral(value.expression) ||
                ts.isNoSubstitutionTemplateLiteral(value.expression))
            ? value.expression
            : undefined;
      if (literal && isWord(literal.text)) report(literal, literal.text);
    }
    if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const shown of shownLiterals(node.expression)) report(shown.node, shown.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("client components", () => {
  it("write no word as a literal: every text comes from the catalogue", () => {
    const words = componentFiles(clientDir).flatMap(literalWords);
    expect(words, `literal words in client components:\n${words.join("\n")}`).toEqual([]);
  });
});
