import { z } from "zod";

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * True when PostgreSQL can store the text exactly as sent: no C0 control character or DEL
 * (NUL cannot be stored at all; the others are never typed, only smuggled), and no half of a
 * UTF-16 surrogate pair (it has no UTF-8 form, so it would come back as a different character).
 * Text that may span lines (notes) keeps tabs and line breaks.
 */
export function isStorableText(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) {
      const lineBreak = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
      if (multiline && lineBreak) continue;
      return false;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** How a text field is bounded: its longest length (code points, as zod counts) and its words. */
export type TextOptions = {
  /** The longest text accepted, as sent (before any trimming). */
  max: number;
  /** The words for text longer than `max`. */
  tooLong?: string;
  /** Tabs and line breaks are kept (notes). */
  multiline?: boolean;
  /** The words for a value that is not text at all (missing). */
  error?: string;
};

/**
 * A string whose length is checked first and, when too long, stops every later check of the
 * field (zod 4 `abort`): raw text over a field's limit is refused before anything that costs more
 * than counting it (segmenting, normalising, regular expressions, hashing; ADR 044). Every string
 * a request body carries starts here or at text().
 */
export function boundedString(max: number, tooLong?: string, missing?: string) {
  const base = missing ? z.string({ error: missing }) : z.string();
  return base.max(max, { ...(tooLong ? { error: tooLong } : {}), abort: true });
}

/**
 * Every free-text field of every endpoint starts here (ADR 021), so no text that cannot be
 * stored as sent gets past the contracts, and no text over its limit is read at all (ADR 044):
 * the limit is checked first, on the text as sent, and stops the field's other checks. Chain
 * `.trim()` and `.min()` after it.
 */
export function text(options: TextOptions) {
  return boundedString(options.max, options.tooLong, options.error).refine(
    (value) => isStorableText(value, options.multiline),
    "errors.hiddenCharacter",
  );
}

/** A free-text field that may span lines (notes): tabs and line breaks are kept. */
export const multilineText = (options: Omit<TextOptions, "multiline">) =>
  text({ ...options, multiline: true });
