import type { ReactNode } from "react";
import { t } from "../../lib/i18n";

/**
 * One figure of the detective's card (Level, Points, Streak) on the dark brand panel of the
 * home header and of the Profile's ID card: icon and value above, the label under them.
 * Goes inside a <dl>.
 */
export function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white/12 px-2 py-3 text-center">
      <dt className="order-last text-xs font-extrabold tracking-wide text-white uppercase">
        {label}
      </dt>
      <dd className="flex flex-col items-center gap-1 text-xl leading-tight font-black text-white sm:text-2xl">
        <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-white">
          {icon}
        </span>
        {value}
      </dd>
    </div>
  );
}

/** The streak as the cards say it: '1 day', '3 days'. */
export function streakText(days: number): string {
  return t("ui.days", { count: days });
}
