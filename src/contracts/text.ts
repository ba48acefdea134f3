import { z } from "zod";

/** Shown for text holding an invisible control character (NUL, bell...) or half a character. */
export const HIDDEN_CHARACTER =
  "That text has a hidden character we can't save. Please type it again.";

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

/**
 * Every free-text field of every endpoint starts here (ADR 021), so no text that cannot be
 * stored as sent gets past the contracts: chain `.trim()`, `.min()`, `.max()` after it.
 */
export function text(options: { multiline?: boolean } = {}) {
  return z.string().refine((value) => isStorableText(value, options.multiline), HIDDEN_CHARACTER);
}

/** A free-text field that may span lines (notes): tabs and line breaks are kept. */
export const multilineText = () => text({ multiline: true });
