import type { GroupReview } from "../../../../domain/food-group-review";
import { foodGroupByKey, TREAT_LIMIT } from "../../../../domain/food-groups";
import { meterWords } from "../../../../i18n/words/advice";
import { t } from "../../../lib/i18n";
import { formatServes, groupLook, servesText } from "./group-look";
import { SectionHeading } from "./section-heading";

const TONE_TEXT = {
  good: "text-emerald-800",
  warning: "text-amber-800",
  alert: "text-ink",
} as const;

// Boxes up to the aim (or the treat limit), more when a child ate past it; a row stays short.
const MAX_BOXES = 8;

function IconBoxes({ group }: { group: GroupReview }) {
  const aim = group.key === "Sometimes" ? TREAT_LIMIT : group.recommended;
  const count = Math.min(MAX_BOXES, Math.max(1, Math.ceil(Math.max(aim, group.serves))));
  const { box } = groupLook(group.key);
  const emoji = foodGroupByKey(group.key).emoji;
  return (
    <div aria-hidden="true" className="mt-2 flex flex-wrap gap-1">
      {Array.from({ length: count }, (_, index) => index).map((slot) => {
        const fill = Math.max(0, Math.min(1, group.serves - slot));
        return (
          <span
            key={slot}
            className={`relative grid size-8 place-items-center overflow-hidden rounded-lg border-2 ${
              fill > 0 ? "border-ink" : "border-dashed border-ink/30"
            } bg-white`}
          >
            <span
              className={`absolute inset-y-0 left-0 ${box}`}
              style={{ width: `${fill * 100}%` }}
            />
            <span className={`relative font-emoji text-base ${fill > 0 ? "" : "opacity-30"}`}>
              {emoji}
            </span>
          </span>
        );
      })}
    </div>
  );
}

function Meter({ group }: { group: GroupReview }) {
  const treats = group.key === "Sometimes";
  const percent = Math.max(0, Math.min(100, group.status.percent));
  const valueText = treats
    ? t("dailyReview.treatValue", { serves: servesText(group.serves), limit: TREAT_LIMIT })
    : t("dailyReview.servesOfAim", {
        serves: formatServes(group.serves),
        aim: formatServes(group.recommended),
      });
  const messageClass = group.status.redText ? "text-red-700" : TONE_TEXT[group.status.tone];
  return (
    <li aria-label={group.name} className="rounded-2xl border-[3px] border-ink bg-white p-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="flex items-center gap-1.5 text-lg leading-tight font-black">
          <span aria-hidden="true" className="font-emoji">
            {foodGroupByKey(group.key).emoji}
          </span>
          {group.name}
        </h3>
        <p className="shrink-0 text-base font-black tabular-nums">
          {treats
            ? t("dailyReview.treatShort", {
                serves: formatServes(group.serves),
                limit: TREAT_LIMIT,
              })
            : `${formatServes(group.serves)} / ${formatServes(group.recommended)}`}
        </p>
      </div>
      <IconBoxes group={group} />
      <div
        role="progressbar"
        aria-label={t("dailyReview.groupMeter", { group: group.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={valueText}
        className="mt-2 h-3.5 overflow-hidden rounded-full border-2 border-ink bg-ink/5"
      >
        <div
          className={`h-full rounded-full ${group.status.redText ? "bg-red-500" : groupLook(group.key).bar}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className={`mt-1.5 text-sm font-black ${messageClass}`}>
        {meterWords(t, group.status.message)}
      </p>
    </li>
  );
}

/** Food Power Meter: each group's serves against its aim, with boxes, a bar and a message. */
export function PowerMeters({ groups }: { groups: readonly GroupReview[] }) {
  return (
    <section aria-labelledby="power-meter-heading">
      <SectionHeading id="power-meter-heading" emoji="⚡">
        {t("dailyReview.powerMeter")}
      </SectionHeading>
      <ul className="mt-3 grid gap-2.5 sm:grid-cols-2">
        {groups.map((group) => (
          <Meter key={group.key} group={group} />
        ))}
      </ul>
    </section>
  );
}
