/**
 * Dates, times and numbers in the reader's language (ADR 071). Every function takes the
 * formatting tag (`formatLocale`, e.g. "es-MX"), never a hard-coded English pattern.
 */

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${tag}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    cache.set(key, format);
  }
  return format;
}

function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${tag}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    cache.set(key, format);
  }
  return format;
}

/** "Friday, 27 November" / "viernes, 27 de noviembre" (the options decide the parts). */
export function formatDate(
  tag: string,
  date: Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  return dateFormat(tag, options).format(date);
}

/** "6:30 PM" / "18:30": the clock the language's readers use. */
export function formatTime(
  tag: string,
  date: Date,
  options: Intl.DateTimeFormatOptions = { timeStyle: "short" },
): string {
  return dateFormat(tag, options).format(date);
}

/** "1,234.5" / "1234,5". */
export function formatNumber(
  tag: string,
  value: number,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(tag, options).format(value);
}

/** A list in the language: "milk, cheese and bread" / "leche, queso y pan". */
export function formatList(tag: string, items: readonly string[]): string {
  return new Intl.ListFormat(tag, { style: "long", type: "conjunction" }).format(items);
}
