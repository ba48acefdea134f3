import { BADGE_TIERS, type BadgeTier, type GroupReview } from "../../../../domain/daily-review";
import { foodGroupByKey } from "../../../../domain/food-groups";

const TIER_LOOK: Record<BadgeTier, string> = {
  gold: "border-ink bg-sunny-300",
  bronze: "border-ink bg-orange-200",
  "keep-investigating": "border-dashed border-ink/40 bg-white",
};

/** Today's Detective Badges: gold, bronze or keep investigating for each group (SPEC 4). */
export function GroupBadges({ groups }: { groups: readonly GroupReview[] }) {
  return (
    <section aria-labelledby="group-badges-heading">
      <h2 id="group-badges-heading" className="text-2xl font-black">
        <span aria-hidden="true" className="font-emoji">
          🏅{" "}
        </span>
        Today's Detective Badges
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2.5 sm:grid-cols-3">
        {groups.map((group) => {
          const tier = BADGE_TIERS[group.tier];
          return (
            <li
              key={group.key}
              aria-label={`${group.name}: ${tier.label}`}
              className={`flex items-center gap-2 rounded-2xl border-[3px] p-2.5 ${TIER_LOOK[group.tier]}`}
            >
              <span aria-hidden="true" className="font-emoji text-3xl">
                {tier.emoji}
              </span>
              <span className="min-w-0 leading-tight">
                <span className="block text-sm font-bold">
                  <span aria-hidden="true" className="font-emoji">
                    {foodGroupByKey(group.key).emoji}{" "}
                  </span>
                  {group.name}
                </span>
                <span className="block font-black">{tier.label}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
