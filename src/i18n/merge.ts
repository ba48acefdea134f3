// Catalogue files merged under their namespaces' keys (ADR 071): a module of its own, so the
// language files that use it do not share a file with the screens' runtime.

/**
 * A catalogue namespace's messages with their full keys: `{ saveButton }` of `meals` becomes
 * `{ "meals.saveButton" }`.
 */
export function prefixed(namespace: string, messages: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) out[`${namespace}.${key}`] = message;
  return out;
}

/** Catalogue files by path (`…/messages/es/meals.json`) merged under their namespaces' keys. */
export function fromFiles(files: Record<string, Record<string, unknown>>): Record<string, unknown> {
  return Object.assign(
    {},
    ...Object.entries(files).map(([file, messages]) =>
      prefixed(file.replace(/^.*[\\/]|\.json$/g, ""), messages),
    ),
  );
}
