import { compileMessage } from "@lingui/message-utils/compileMessage";

/**
 * A namespace's ICU messages compiled to Lingui's form, once: at build time for the browser (the
 * parser never ships), at start for the server. A message that does not parse throws here, with
 * its key, rather than printing its braces to a child.
 */
export function compileCatalogue(file: string, messages: unknown): Record<string, unknown> {
  if (typeof messages !== "object" || messages === null || Array.isArray(messages)) {
    throw new Error(`${file}: a catalogue file is one object of key: message`);
  }
  const out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== "string") throw new Error(`${file}: "${key}" is not a string`);
    try {
      out[key] = compileMessage(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  return out;
}
