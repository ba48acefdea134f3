import { lazy, Suspense, useEffect, useState } from "react";
import { canSetTestCookie, readBrowserInfo } from "../lib/browser";
import { loadScreenWords } from "../lib/i18n";

const DISMISSED_KEY = "td:safari-notice-dismissed";

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

// The banner and its words (the `shell` namespace) load together, only for a Safari visitor.
const SafariBanner = lazy(() =>
  Promise.all([import("./safari-banner"), loadScreenWords()]).then(([module]) => ({
    default: module.SafariBanner,
  })),
);

/**
 * SPEC 2: a notice fixed at the top for Safari (not Chrome, not Android) when the banner was not
 * dismissed and a test cookie cannot be set. The banner loads only then.
 */
export function SafariNotice() {
  const [visible, setVisible] = useState(false);
  const [isIOS, setIsIOS] = useState(false);

  useEffect(() => {
    const info = readBrowserInfo();
    setIsIOS(info.isIOS);
    setVisible(info.isSafari && !wasDismissed() && !canSetTestCookie());
  }, []);

  if (!visible) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Private browsing may refuse storage; the banner still closes for this visit.
    }
    setVisible(false);
  };

  return (
    <Suspense fallback={null}>
      <SafariBanner isIOS={isIOS} onDismiss={dismiss} />
    </Suspense>
  );
}
