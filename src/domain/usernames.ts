import { USERNAME_MIN } from "./limits";

/** At most this many characters (graphemes) in a detective name. */
export const USERNAME_MAX = 40;
/**
 * The longest name read at all, in code points, before anything else looks at it: 40 visible
 * characters with their accents and joiners fit; a longer text is refused unread (ADR 044).
 */
export const USERNAME_RAW_MAX = 200;

/**
 * What can be wrong with a new detective name: the reason of its words in the catalogue's
 * `errors` namespace (ADR 075), worded at the edge. SPEC 5's words for a name that is too
 * short count visible characters.
 */
export type UsernameProblem =
  | "usernameTooShort"
  | "usernameLength"
  /** Zero-width, direction-changing, control characters and line breaks. */
  | "usernameHiddenCharacters"
  | "usernameSymbols"
  | "usernameMixedScripts";

// Characters nobody sees or that change how text around them shows: controls (Cc), format
// characters such as zero-width joiners and bidi overrides (Cf), line and paragraph
// separators, private-use, lone surrogates, unassigned code points, and the rest of the
// default-ignorable set (variation selectors, fillers).
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}\p{Default_Ignorable_Code_Point}]/u;
const ALLOWED = /^[\p{L}\p{M}\p{N} _\-.'’]*$/u;
const VISIBLE = /[\p{L}\p{N}_\-.'’]/u;

// Scripts of living writing systems; a letter in none of them counts as "other".
const SCRIPTS = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Armenian",
  "Hebrew",
  "Arabic",
  "Syriac",
  "Thaana",
  "Nko",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Thai",
  "Lao",
  "Tibetan",
  "Myanmar",
  "Georgian",
  "Hangul",
  "Ethiopic",
  "Cherokee",
  "Canadian_Aboriginal",
  "Khmer",
  "Mongolian",
  "Hiragana",
  "Katakana",
  "Bopomofo",
  "Han",
  "Yi",
  "Tifinagh",
  "Ol_Chiki",
  "Adlam",
  "Javanese",
  "Balinese",
  "Sundanese",
  "Vai",
].map((name) => ({ name, pattern: new RegExp(`^\\p{Script_Extensions=${name}}$`, "u") }));

// UTS 39's combined writing systems: Japanese, Korean and Chinese mix Han with their own.
const COMBINED: Record<string, string[]> = {
  Han: ["Jpan", "Kore", "Hanb"],
  Hiragana: ["Jpan"],
  Katakana: ["Jpan"],
  Hangul: ["Kore"],
  Bopomofo: ["Hanb"],
};

const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });

function graphemesOf(name: string): string[] {
  return Array.from(graphemes.segment(name), (s) => s.segment);
}

/** The name as shown and stored: trimmed, composed (NFC), with single spaces. */
export function displayUsername(raw: string): string {
  return raw.normalize("NFC").trim().replace(/\s+/gu, " ");
}

/**
 * The form names are compared in: compatibility-composed (NFKC: full-width 'ｍａｘ' is 'max',
 * 'ﬁ' is 'fi'), lower case (toLowerCase, with the final sigma folded to σ as case folding
 * does), composed again, trimmed, with single spaces. 'Émile', 'émile' and a decomposed
 * 'e\u0301mile' are one name.
 */
export function normalUsername(raw: string): string {
  return raw
    .normalize("NFKC")
    .toLowerCase()
    .replace(/ς/gu, "σ")
    .normalize("NFKC")
    .trim()
    .replace(/\s+/gu, " ");
}

function scriptsOf(char: string): string[] | undefined {
  if (!/[\p{L}\p{N}]/u.test(char)) return undefined; // marks, spaces, punctuation: any script
  const own = SCRIPTS.filter((s) => s.pattern.test(char)).map((s) => s.name);
  if (own.length === 0) return /\p{Script_Extensions=Common}/u.test(char) ? undefined : ["other"];
  return own.flatMap((name) => [name, ...(COMBINED[name] ?? [])]);
}

/** True when the name's letters and digits share one writing system (Common ones excepted). */
export function isSingleScript(name: string): boolean {
  let common: string[] | undefined;
  for (const char of name) {
    const scripts = scriptsOf(char);
    if (!scripts) continue;
    common = common ? common.filter((s) => scripts.includes(s)) : scripts;
    if (common.length === 0) return false;
  }
  return true;
}

/** What is wrong with a new detective name (as typed), or undefined when it can be used. */
export function usernameProblem(raw: string): UsernameProblem | undefined {
  // Segmenting grows faster than the text: a long one is refused before anything reads it.
  if (raw.length > USERNAME_RAW_MAX * 2) return "usernameLength";
  if (HIDDEN.test(raw)) return "usernameHiddenCharacters";
  const name = displayUsername(raw);
  if (!ALLOWED.test(name) || !ALLOWED.test(normalUsername(name))) return "usernameSymbols";
  const parts = graphemesOf(name);
  if (parts.filter((g) => VISIBLE.test(g)).length < USERNAME_MIN) return "usernameTooShort";
  if (parts.length > USERNAME_MAX) return "usernameLength";
  if (!isSingleScript(normalUsername(name))) return "usernameMixedScripts";
  return undefined;
}
