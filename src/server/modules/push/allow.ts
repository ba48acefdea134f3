/**
 * The push services browsers use (Chrome and Edge on Android and desktop through Google's, Firefox
 * through Mozilla's, Safari and iOS web apps through Apple's, Windows through Microsoft's): a
 * subscription's endpoint must be on one of these, or on an origin PUSH_ALLOWED_ORIGINS names.
 * The server never sends to an address a client chose freely.
 */
const KNOWN_PUSH_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)*push\.apple\.com$/,
  /^(?:[a-z0-9-]+\.)*notify\.windows\.com$/,
];

/** Whether a push endpoint may be sent to: https:, default port, a known service or an allowed origin. */
export function isAllowedPushEndpoint(
  endpoint: string,
  allowedOrigins: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  if (allowedOrigins.includes(url.origin)) return true;
  if (url.port !== "") return false;
  return KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname));
}
