import { fromFiles } from "../../../i18n/merge";

// Every other English namespace, loaded as one file with the first screen behind the landing
// page (ADR 071).
const files = import.meta.glob<Record<string, unknown>>(
  ["../../../i18n/messages/en/*.json", "!../../../i18n/messages/en/{common,landing}.json"],
  { eager: true, import: "default" },
);
export default fromFiles(files);
