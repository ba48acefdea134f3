import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// ADR 071: words are made at the edge, from the catalogue. No client component writes a word a
// person reads as a literal: JSX text, and the attributes a person reads or hears (aria-label,
// title, placeholder, alt, and the like), come from `t(...)`. A literal with no letters (an
// emoji, a number, punctuation) is not a word. Outside JSX too, in every client module: the
// messages a form shows (a zod check's message, a react-hook-form rule's message or `validate`
// answer, `setError`'s message) and the words of a toast or a notice (`toast`, `notify...`). A
// catalogue key ("errors.noFoods") is not a word: its words are made where it is shown.

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

/** Every client module, components or not (tests and type declarations left out). */
function clientModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
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

/** A literal a person reads: a word, and not a catalogue key ("errors.noFoods"). */
const CATALOGUE_KEY = /^[a-z][A-Za-z0-9]*\.[A-Za-z0-9_]+$/;
function readLiterals(expression: ts.Expression | undefined): Shown[] {
  return shownLiterals(expression).filter((shown) => !CATALOGUE_KEY.test(shown.text));
}

/** Zod checks whose last argument may be the message shown under a field. */
const ZOD_CHECKS = new Set([
  "refine",
  "superRefine",
  "min",
  "max",
  "length",
  "regex",
  "email",
  "url",
  "nonempty",
  "nonnegative",
  "positive",
  "int",
  "gte",
  "lte",
  "gt",
  "lt",
  "startsWith",
  "endsWith",
  "includes",
]);
/** Zod checks whose one argument is their message. */
const MESSAGE_ONLY_CHECKS = new Set(["email", "url", "nonempty", "int", "positive", "nonnegative"]);
/** Properties whose value is a message a form shows (react-hook-form rules, zod's params). */
const MESSAGE_PROPERTIES = new Set(["message", "required", "error"]);
/** Calls whose text arguments (or `title`/`description`) a person reads as a notice. */
const NOTICE_CALL = /^(toast|notify[A-Z]\w*)$/;
const NOTICE_PROPERTIES = new Set(["title", "description"]);

const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** What a function answers: its expression body, or each `return` of its block body. */
function answers(fn: ts.ArrowFunction | ts.FunctionExpression): ts.Expression[] {
  if (!ts.isBlock(fn.body)) return [fn.body];
  const found: ts.Expression[] = [];
  const walk = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, walk);
  };
  ts.forEachChild(fn.body, walk);
  return found;
}

/** The literal words outside JSX a client module shows: form messages and notices. */
function messageWords(node: ts.Node): Shown[] {
  if (ts.isCallExpression(node)) {
    const name = calleeName(node);
    const args = node.arguments;
    if (name && NOTICE_CALL.test(name)) {
      return args.flatMap((arg) =>
        ts.isObjectLiteralExpression(arg)
          ? arg.properties.flatMap((prop) =>
              ts.isPropertyAssignment(prop) && NOTICE_PROPERTIES.has(prop.name.getText())
                ? readLiterals(prop.initializer)
                : [],
            )
          : readLiterals(arg),
      );
    }
    // A zod check's message: its last argument, when more than the check itself is passed.
    if (name && ZOD_CHECKS.has(name) && ts.isPropertyAccessExpression(node.expression)) {
      const last = args[args.length - 1];
      const isMessage = args.length >= 2 || MESSAGE_ONLY_CHECKS.has(name);
      return last && isMessage ? readLiterals(last) : [];
    }
  }
  if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
    const key = node.name.text;
    if (MESSAGE_PROPERTIES.has(key)) return readLiterals(node.initializer);
    // react-hook-form's `validate`: a function answering true or the message to show.
    const value = node.initializer;
    if (key === "validate" && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) {
      return answers(value).flatMap(readLiterals);
    }
  }
  return [];
}

/** Each literal word in a module's source, as `file:line "text"`. */
function literalWords(file: string, text = fs.readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
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
    for (const shown of messageWords(node)) report(shown.node, shown.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("client components", () => {
  it("write no word as a literal: every text comes from the catalogue", () => {
    const words = componentFiles(clientDir).flatMap((file) => literalWords(file));
    expect(words, `literal words in client components:\n${words.join("\n")}`).toEqual([]);
  });

  it("show no literal word outside JSX either: form messages and notices", () => {
    const words = clientModules(clientDir)
      .filter((file) => !file.endsWith(".tsx"))
      .flatMap((file) => literalWords(file));
    expect(words, `literal words in client modules:\n${words.join("\n")}`).toEqual([]);
  });
});

describe("the guard itself", () => {
  const found = (text: string) =>
    literalWords(path.join(clientDir, "probe.tsx"), text).map((line) =>
      line.split(" ").slice(1).join(" "),
    );

  it("finds the words of form messages and notices outside JSX", () => {
    expect(
      found(`
        const schema = z.object({
          name: z.string().refine((v) => v.trim() !== "", "Please enter your name"),
          code: z.string().min(1, "Please enter your code"),
          mail: z.string().email({ message: "Not an email" }),
        });
        register("name", { validate: (v) => v !== "" || "Type a name", required: "Needed here" });
        register("age", { validate: (v) => { if (!v) return "Type an age"; return true; } });
        setError("name", { message: "Taken already" });
        toast({ title: "Saved!", description: \`You did it, \${name}\` });
        notifyError("Failed to save");
        notifyFailure(ok ? "Login failed" : t("errors.loginFailed"));
      `),
    ).toEqual([
      '"Please enter your name"',
      '"Please enter your code"',
      '"Not an email"',
      '"Type a name"',
      '"Needed here"',
      '"Type an age"',
      '"Taken already"',
      '"Saved!"',
      '"You did it, …"',
      '"Failed to save"',
      '"Login failed"',
    ]);
  });

  it("lets catalogue keys, t(...), codes and wordless literals through", () => {
    expect(
      found(`
        const schema = z.object({
          name: z.string().refine((v) => v.trim() !== "", "errors.detectiveNameNeeded"),
          code: z.string().min(1, "errors.secretCodeNeeded").max(200),
          when: z.string().regex(/^\\d+$/, "errors.invalidFormat"),
        });
        register("name", { validate: (v) => v !== "" || t("errors.noFoods"), required: true });
        toast({ title: t("ui.editSaved"), description: "🎉", variant: "destructive" });
        notifyError(UPDATE_MEAL_FAILED);
        const list = ["milk", "bread"].includes(food);
      `),
    ).toEqual([]);
  });
});
