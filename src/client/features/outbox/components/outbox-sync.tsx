import { useQueryClient } from "@tanstack/react-query";
import { CloudOff } from "lucide-react";
import { useEffect, useState } from "react";
import { refreshDiary } from "../../../lib/diary-cache";
import { t } from "../../../lib/i18n";
import { celebrateBadges } from "../../../lib/notify";
import {
  drainOutbox,
  onOutboxAccountGone,
  onOutboxSent,
  setOutboxOwner,
} from "../../../lib/outbox";
import { meQueryKey } from "../../../lib/signed-in";

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/**
 * Sends the detective's queued diary writes when the app opens, when the connection comes back
 * and whenever the app comes to the front (Safari has no Background Sync), then refreshes the
 * diary and celebrates the badges the sent entries earned; shows a small "Offline" badge while there is no connection (ADR 058).
 */
export function OutboxSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    setOutboxOwner(userId);
    const stopListening = onOutboxSent(({ badges }) => {
      void refreshDiary(queryClient);
      // Badges earned by entries that waited are celebrated once they are in.
      celebrateBadges(badges);
    });
    // The account was deleted on another phone: the session check signs this one out.
    const stopGone = onOutboxAccountGone(() => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    });
    const drain = () => {
      if (navigator.onLine) void drainOutbox();
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") drain();
    };
    drain();
    window.addEventListener("online", drain);
    window.addEventListener("focus", drain);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopListening();
      stopGone();
      setOutboxOwner(null);
      window.removeEventListener("online", drain);
      window.removeEventListener("focus", drain);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [userId, queryClient]);
  if (online) return null;
  return (
    <p
      role="status"
      className="fixed top-2 right-2 z-40 flex items-center gap-1.5 rounded-full border-2 border-ink bg-white px-3 py-1 text-sm font-black shadow-card"
    >
      <CloudOff aria-hidden="true" className="size-4" strokeWidth={2.75} />
      {t("outbox.offline")}
    </p>
  );
}
