import { FOOD_GROUPS } from "../../../../domain/food-groups";
import { groupLook } from "./group-look";

/** Detective Food Guide: the six groups with what they do, their serve aim and sample foods. */
export function FoodGuide() {
  return (
    <section aria-labelledby="food-guide-heading">
      <h2 id="food-guide-heading" className="text-2xl font-black">
        <span aria-hidden="true" className="font-emoji">
          📖{" "}
        </span>
        Detective Food Guide
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2.5 lg:grid-cols-3">
        {FOOD_GROUPS.map((group) => (
          <li
            key={group.key}
            aria-label={group.name}
            className={`rounded-2xl border-[3px] border-ink p-3 ${groupLook(group.key).soft}`}
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
              <span className="sr-only">For example: </span>
              {group.sampleFoods.join(", ")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
