import { FOOD_GROUPS } from "../../../../domain/food-groups";
import { t } from "../../../lib/i18n";
import { groupLook } from "./group-look";
import { SectionHeading } from "./section-heading";

/** Detective Food Guide: the six groups with what they do, their serve aim and sample foods. */
export function FoodGuide() {
  return (
    <section aria-labelledby="food-guide-heading">
      <SectionHeading id="food-guide-heading" emoji="📖">
        {t("dailyReview.foodGuide")}
      </SectionHeading>
      <p className="mt-1 font-semibold text-ink-soft sm:hidden">{t("dailyReview.swipeGroups")}</p>
      {/* One swipeable row on a phone keeps the meters near the top; a grid on wider screens.
          The row takes keyboard focus so arrow keys scroll it too. */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling row must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={t("dailyReview.sixGroups")}
        className="-mx-4 mt-3 flex snap-x snap-mandatory gap-2.5 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3 focus-visible:outline-[3px] focus-visible:outline-brand-600"
      >
        {FOOD_GROUPS.map((group) => (
          <li
            key={group.key}
            aria-label={group.name}
            className={`relative w-[13.5rem] shrink-0 snap-start rounded-2xl border-[3px] border-ink p-3 sm:w-auto ${groupLook(group.key).soft}`}
          >
            <h3 className="flex items-center gap-1.5 leading-tight font-black">
              <span aria-hidden="true" className="font-emoji text-xl">
                {group.emoji}
              </span>
              {group.name}
            </h3>
            <p className="mt-1 text-sm leading-snug font-semibold text-ink-soft">
              {group.description}
            </p>
            <p className="mt-1.5 text-sm font-black">{group.serveAim}</p>
            <p className="mt-1 text-sm leading-snug font-semibold">
              <span className="sr-only">{t("dailyReview.forExample")}</span>
              {group.sampleFoods.join(", ")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
