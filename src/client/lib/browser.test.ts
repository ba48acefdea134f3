import { describe, expect, it } from "vitest";
import { readBrowserInfo } from "./browser";

const agents = {
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  iosSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iosChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  desktopChrome:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

describe("readBrowserInfo", () => {
  it("knows Safari on a Mac", () => {
    expect(readBrowserInfo(agents.macSafari)).toMatchObject({
      isSafari: true,
      isIOS: false,
      isMobile: false,
    });
  });

  it("knows Safari on an iPhone", () => {
    expect(readBrowserInfo(agents.iosSafari)).toMatchObject({
      isSafari: true,
      isIOS: true,
      isMobile: true,
    });
  });

  it("does not take Chrome or Android for Safari", () => {
    expect(readBrowserInfo(agents.iosChrome).isSafari).toBe(false);
    expect(readBrowserInfo(agents.android)).toMatchObject({ isSafari: false, isMobile: true });
    expect(readBrowserInfo(agents.desktopChrome)).toMatchObject({
      isSafari: false,
      isMobile: false,
    });
  });
});
