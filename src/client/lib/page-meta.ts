import { useEffect } from "react";

const SITE_NAME = "Tummy Detective";

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
  const fullTitle = options.raw ? title : `${title} | ${SITE_NAME}`;
  useEffect(() => {
    document.title = fullTitle;
    setMetaDescription(description);
  }, [fullTitle, description]);
}
