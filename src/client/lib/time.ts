/** The browser's IANA time zone ("Europe/Paris"), sent to the server so "today" is local. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
