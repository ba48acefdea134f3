import { Volume2 } from "lucide-react";
import { useSyncExternalStore } from "react";
import type { PublicUser } from "../../../../contracts/auth";
import { readsAloudOnOpening } from "../../../../domain/age-bands";
import { Card } from "../../../components/ui/card";
import { t } from "../../../lib/i18n";
import {
  readOnOpeningOff,
  setReadOnOpening,
  subscribeReadOnOpening,
} from "../../../lib/read-aloud";

/**
 * For a child under 8: whether each screen reads its first question when it opens. Kept on this
 * device, for this child (ADR 066); the speaker buttons stay either way.
 */
export function ReadAloudSetting({ user }: { user: PublicUser }) {
  const off = useSyncExternalStore(
    subscribeReadOnOpening,
    () => readOnOpeningOff(user.id),
    () => false,
  );
  if (!readsAloudOnOpening(user.age)) return null;
  return (
    <Card className="mt-5" role="region" aria-labelledby="read-aloud-heading">
      <h2 id="read-aloud-heading" className="flex items-center gap-2 text-2xl font-black">
        <Volume2 aria-hidden="true" className="size-7" strokeWidth={2.5} />
        {t("profile.readingAloud")}
      </h2>
      <label className="mt-3 flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 font-extrabold">
        <input
          type="checkbox"
          className="size-6 shrink-0 accent-brand-600"
          checked={!off}
          onChange={(event) => setReadOnOpening(user.id, event.target.checked)}
        />
        {t("profile.readOnOpening")}
      </label>
      <p className="mt-2 text-sm font-semibold text-ink-soft">{t("profile.readAloudHint")}</p>
    </Card>
  );
}
