import type { Plugin } from "vite";
import { compileCatalogue } from "./compile.ts";

const CATALOGUE_FILE = /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/][\w-]+\.json$/;

/**
 * Compiles each catalogue file's ICU messages as it is bundled (ADR 071), so the browser gets
 * Lingui's compiled form and never the message parser. The output is JSON still: Vite's own
 * JSON step turns it into a module (and tree-shakes nothing away from it).
 */
export function compiledCatalogues(): Plugin {
  return {
    name: "compiled-catalogues",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return null;
      return { code: JSON.stringify(compileCatalogue(file, JSON.parse(code))), map: null };
    },
  };
}
