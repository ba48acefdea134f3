import { useEffect } from "react";
import { t } from "./i18n";

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  tag.content = content;
}

/** Sets document.title ("<title> | Tummy Detective") and the meta description of a route. */
export function usePageMeta(title: string, description: string, options: { raw?: boolean } = {}) {
  const fullTitle = options.raw ? title : t("shell.pageTitle", { title });
  useEffect(() => {
    document.title = fullTitle;
    setMetaDescription(description);
  }, [fullTitle, description]);
}
