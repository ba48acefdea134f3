import { Fragment, type ReactNode } from "react";
import { useLocale } from "./i18n";

/**
 * Renders the screens again, whole, when the language changes: every `t(...)` below reads the
 * new language (ADR 071). Queries and the outbox live above it and keep their state.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const { locale, formatLocale } = useLocale();
  return <Fragment key={`${locale}|${formatLocale}`}>{children}</Fragment>;
}
