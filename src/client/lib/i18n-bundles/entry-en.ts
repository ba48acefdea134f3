import common from "../../../i18n/messages/en/common.json";
import landing from "../../../i18n/messages/en/landing.json";

// The landing page's English words, in its own script (ADR 071): {common,landing}.json, each
// key under its namespace.
const under = (namespace: string, messages: object) =>
  Object.fromEntries(Object.entries(messages).map(([key, m]) => [`${namespace}.${key}`, m]));

export default { ...under("common", common), ...under("landing", landing) } as Record<
  string,
  unknown
>;
