import { STOOL_GUIDE, STOOL_GUIDE_REFERENCES } from "../../../../domain/bathroom";
import { stoolGuideWords } from "../../../../i18n/words/parent-guides";
import { Card } from "../../../components/ui/card";
import { t } from "../../../lib/i18n";
import { STOOL_COLOURS } from "../utils/stool-colours";

/**
 * SPEC 2: the simplified Bristol chart, each type with looks, meaning and when to seek advice.
 * The references are cited as published, in their own language.
 */
export function StoolGuide() {
  return (
    <div className="space-y-3">
      {STOOL_GUIDE.map((entry) => {
        const words = stoolGuideWords(t, entry);
        return (
          <Card key={entry.event} className="!p-4">
            <h3 className="flex flex-wrap items-center gap-2 text-lg font-black">
              <span
                aria-hidden="true"
                className="size-4 rounded-full border-2 border-ink"
                style={{ background: STOOL_COLOURS[entry.event] }}
              />
              {words.heading}
              {words.note ? <span className="font-bold text-ink-soft">({words.note})</span> : null}
            </h3>
            <dl className="mt-2 grid gap-1.5 sm:grid-cols-[9rem_1fr]">
              <dt className="font-extrabold text-ink-soft">{t("parentGuides.looksLike")}</dt>
              <dd className="font-semibold">{words.looks}</dd>
              <dt className="font-extrabold text-ink-soft">{t("parentGuides.whatItMeans")}</dt>
              <dd className="font-semibold">{words.meaning}</dd>
              <dt className="font-extrabold text-ink-soft">{t("parentGuides.seekAdvice")}</dt>
              <dd className="font-semibold">{words.seekAdvice}</dd>
            </dl>
          </Card>
        );
      })}
      <div className="text-sm font-semibold text-ink-soft">
        <h3 className="font-extrabold">{t("parentGuides.references")}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {STOOL_GUIDE_REFERENCES.map((ref) => (
            <li key={ref} lang="en">
              {ref}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
