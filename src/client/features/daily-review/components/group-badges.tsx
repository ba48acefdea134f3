import {
  BADGE_TIERS,
  type BadgeTier,
  type GroupReview,
} from "../../../../domain/food-group-review";
import { tierWords } from "../../../../i18n/words/advice";
import { t } from "../../../lib/i18n";
import { SectionHeading } from "./section-heading";

const TIER_LOOK: Record<BadgeTier, string> = {
  gold: "border-ink bg-sunny-300",
  bronze: "border-ink bg-orange-200",
  "keep-investigating": "border-dashed border-ink/40 bg-white",
};

/** Today's Detective Badges: gold, bronze or keep investigating for each group (SPEC 4). */
export function GroupBadges({ groups }: { groups: readonly GroupReview[] }) {
  return (
    <section aria-labelledby="group-badges-heading">
      <SectionHeading id="group-badges-heading" emoji="🏅">
        {t("dailyReview.badgesTitle")}
      </SectionHeading>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:gap-2.5">
        {groups.map((group) => {
          const tier = BADGE_TIERS[group.tier];
          return (
            <li
              key={group.key}
              aria-label={t("dailyReview.groupTier", {
                group: group.name,
                tier: tierWords(t, group.tier),
              })}
              className={`flex flex-col items-center rounded-2xl border-[3px] p-2 text-center ${TIER_LOOK[group.tier]}`}
            >
              <span aria-hidden="true" className="font-emoji text-3xl">
                {tier.emoji}
              </span>
              <span className="mt-1 text-sm leading-tight font-bold">{group.name}</span>
              <span className="text-sm leading-tight font-black">{tierWords(t, group.tier)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
