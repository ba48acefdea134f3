/** Browser facts read from the user agent; used by the Safari notice and the test pages. */
export interface BrowserInfo {
  isMobile: boolean;
  isSafari: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  userAgent: string;
}

export function readBrowserInfo(userAgent: string = navigator.userAgent): BrowserInfo {
  const isAndroid = /Android/i.test(userAgent);
  // iPadOS 13+ reports itself as a Mac; the touch points give it away.
  const isIPadDesktopMode =
    /Macintosh/.test(userAgent) && typeof navigator !== "undefined" && navigator.maxTouchPoints > 1;
  const isIOS = /iPhone|iPad|iPod/i.test(userAgent) || isIPadDesktopMode;
  const isSafari =
    /Safari/i.test(userAgent) &&
    !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|EdgA|Edg\/|OPR|OPiOS|SamsungBrowser/i.test(userAgent) &&
    !isAndroid;
  const isMobile = isIOS || isAndroid || /Mobile|Mobi/i.test(userAgent);
  return { isMobile, isSafari, isIOS, isAndroid, userAgent };
}

/** True when a first-party test cookie can be written and read back. */
export function canSetTestCookie(): boolean {
  try {
    const name = "td_cookie_test";
    // biome-ignore lint/suspicious/noDocumentCookie: the check needs a real cookie write; Safari before 18.4 has no Cookie Store API.
    document.cookie = `${name}=1; path=/; SameSite=Lax`;
    const ok = document.cookie.split("; ").some((part) => part.startsWith(`${name}=`));
    // biome-ignore lint/suspicious/noDocumentCookie: removes the test cookie written above.
    document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
    return ok;
  } catch {
    return false;
  }
}
