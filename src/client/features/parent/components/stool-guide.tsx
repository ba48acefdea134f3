import { STOOL_GUIDE, STOOL_GUIDE_REFERENCES } from "../../../../domain/bathroom";
import { Card } from "../../../components/ui/card";
import { STOOL_COLOURS } from "../utils/stool-colours";

/** SPEC 2: the simplified Bristol chart, each type with looks, meaning and when to seek advice. */
export function StoolGuide() {
  return (
    <div className="space-y-3">
      {STOOL_GUIDE.map((entry) => (
        <Card key={entry.event} className="!p-4">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-black">
            <span
              aria-hidden="true"
              className="size-4 rounded-full border-2 border-ink"
              style={{ background: STOOL_COLOURS[entry.event] }}
            />
            {entry.types}: {entry.title}
            {entry.note ? (
              <span className="font-bold text-ink-soft">({entry.note.toLowerCase()})</span>
            ) : null}
          </h3>
          <dl className="mt-2 grid gap-1.5 sm:grid-cols-[9rem_1fr]">
            <dt className="font-extrabold text-ink-soft">Looks like</dt>
            <dd className="font-semibold">{entry.looks}</dd>
            <dt className="font-extrabold text-ink-soft">What it means</dt>
            <dd className="font-semibold">{entry.meaning}</dd>
            <dt className="font-extrabold text-ink-soft">Seek advice</dt>
            <dd className="font-semibold">{entry.seekAdvice}</dd>
          </dl>
        </Card>
      ))}
      <div className="text-sm font-semibold text-ink-soft">
        <h3 className="font-extrabold">References</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {STOOL_GUIDE_REFERENCES.map((ref) => (
            <li key={ref}>{ref}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
