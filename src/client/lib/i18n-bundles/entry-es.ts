import { fromFiles } from "../../../i18n/merge";

// The landing page's Spanish words, in its own script (ADR 071).
const files = import.meta.glob<Record<string, unknown>>(
  "../../../i18n/messages/es/{common,landing}.json",
  { eager: true, import: "default" },
);
export default fromFiles(files);
