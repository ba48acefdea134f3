import { Fragment, type ReactNode } from "react";
import {
  ALARM_SIGNS_ADVICE,
  alarmSignLabel,
  alarmSignLine,
  EVENT_ALARM_SIGNS,
  NOT_AN_ALARM_SIGN,
  profileSignLine,
} from "../../../../domain/alarm-signs";
import {
  PAIN_WINDOW_DAYS,
  painFrequencyLine,
  ROME_FREQUENCY_NOTE,
} from "../../../../domain/reports/clinic-extras";
import type { ClinicSummary as Summary } from "../../../../domain/reports/clinic-summary";

/** "1 day", "3 days". */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h3 className="text-[11px] font-black tracking-wide text-ink uppercase">{title}</h3>
      <div className="mt-0.5 text-[10.5px] font-semibold">{children}</div>
    </section>
  );
}

/** What was logged with the checks that is not an alarm sign: night waking, counted. */
function AlsoLogged({ summary }: { summary: Summary }) {
  if (summary.alsoLogged.length === 0) return null;
  return (
    <p className="text-[10.5px] font-semibold">
      {summary.alsoLogged.map((sign) => (
        <Fragment key={sign.sign}>
          <span className="font-black">
            {alarmSignLabel(sign.sign).replace(/^./, (c) => c.toUpperCase())}:
          </span>{" "}
          {count(sign.dates.length, "day")} ({NOT_AN_ALARM_SIGN}).{" "}
        </Fragment>
      ))}
    </p>
  );
}

/**
 * The head of the sheet (ADR 062): the Rome IV alarm signs logged in the period with their days,
 * and those a grown-up keeps in the child's history with since when; night waking as logged.
 */
export function AlarmSignsBlock({ summary }: { summary: Summary }) {
  const { alarmSigns, profileSigns } = summary;
  // None logged: one line naming what was asked, so a busy sheet still prints on one page.
  if (alarmSigns.length === 0 && profileSigns.length === 0) {
    return (
      <div>
        <p className="font-semibold">
          <span className="font-black">Alarm signs logged: </span>
          none ({EVENT_ALARM_SIGNS.map((s) => s.parentLabel).join(", ")}; none noted in the child's
          history).
        </p>
        <AlsoLogged summary={summary} />
      </div>
    );
  }
  return (
    <section
      aria-labelledby="summary-alarm-signs"
      className="break-inside-avoid rounded-md border-2 border-ink px-2 py-1.5"
    >
      <h3 id="summary-alarm-signs" className="text-[11px] font-black tracking-wide uppercase">
        Alarm signs logged
      </h3>
      <p className="font-bold">{ALARM_SIGNS_ADVICE}:</p>
      <ul className="list-disc pl-4 font-bold">
        {alarmSigns.map((sign) => (
          <li key={sign.sign}>{alarmSignLine(sign)}</li>
        ))}
        {profileSigns.length > 0 ? (
          <li>In the child's history: {profileSigns.map(profileSignLine).join("; ")}</li>
        ) : null}
      </ul>
      <AlsoLogged summary={summary} />
    </section>
  );
}

/** "Tummy pain on N days in the last 8 weeks" beside Rome IV's frequency, as information. */
export function PainFrequencyLine({ summary }: { summary: Summary }) {
  const pain = summary.painFrequency;
  return (
    <p className="text-[10.5px] font-semibold">
      <span className="font-black">{painFrequencyLine(pain)}</span> (first 4 weeks{" "}
      {pain.firstFourWeeks}, last 4 weeks {pain.lastFourWeeks}; checks on {pain.daysWithChecks} of{" "}
      {PAIN_WINDOW_DAYS} days). {ROME_FREQUENCY_NOTE}
    </p>
  );
}

/** School days missed and left early because of the tummy, per month (ADR 067). */
export function SchoolBlock({ summary }: { summary: Summary }) {
  const months = summary.school;
  const sum = (k: "answered" | "missed" | "leftEarly") => months.reduce((n, m) => n + m[k], 0);
  const notable = months.filter((m) => m.missed + m.leftEarly > 0);
  return (
    <p className="text-[10.5px] font-semibold">
      <span className="font-black">School days (because of the tummy): </span>
      {months.length === 0 ? (
        "no school day answered in the period."
      ) : (
        <>
          missed {sum("missed")}, left early {sum("leftEarly")}, of{" "}
          {count(sum("answered"), "school day")} answered.
          {notable.length > 0 ? " By month (missed/left early): " : ""}
          {notable.map((m, i) => (
            <Fragment key={m.month}>
              {i > 0 ? " · " : ""}
              <span className="whitespace-nowrap">
                {m.month} {m.missed}/{m.leftEarly}
              </span>
            </Fragment>
          ))}
        </>
      )}
    </p>
  );
}

/** The foods and drinks logged most often, and each clue's and case's days (ADR 067). */
export function FoodsBlock({ summary }: { summary: Summary }) {
  const { foods, suspects } = summary;
  return (
    <Block title="Foods and drinks logged most often (days)">
      {foods.foods.length === 0 ? (
        <p>No food or drink logged in the period.</p>
      ) : (
        <p className="wrap-anywhere">
          {foods.foods.map((f, i) => (
            <Fragment key={f.name}>
              {i > 0 ? " · " : ""}
              <span className="whitespace-nowrap">
                {f.name} {f.days}
              </span>
            </Fragment>
          ))}
          {foods.distinct > foods.foods.length ? ` (${foods.distinct} different in all)` : ""}
        </p>
      )}
      {suspects.length > 0 ? (
        <p className="wrap-anywhere">
          <span className="font-extrabold">Clues and cases, days eaten: </span>
          {suspects.map((s, i) => (
            <Fragment key={`${s.kind}-${s.food}`}>
              {i > 0 ? " · " : ""}
              {s.food} ({s.kind}) {s.days} of {summary.totalDays}
            </Fragment>
          ))}
        </p>
      ) : null}
    </Block>
  );
}
