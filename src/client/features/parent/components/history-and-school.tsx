import { useEffect, useState } from "react";
import { PROFILE_SIGNS, type ProfileSign } from "../../../../domain/alarm-signs";
import { WEEKDAYS } from "../../../../domain/school";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { notifyFailure } from "../../../lib/notify";
import {
  useProfileSigns,
  useSaveProfileSigns,
  useSaveSchoolWeekdays,
  useSchool,
} from "../api/school-and-signs";

const capital = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The alarm signs of the child's history that Rome IV lists (ADR 062): a grown-up ticks each
 * that applies and says since when; changed or taken off here.
 */
export function HistorySigns({ userId, today }: { userId: string; today: string }) {
  const { data } = useProfileSigns(userId);
  const save = useSaveProfileSigns(userId);
  const [chosen, setChosen] = useState<Map<ProfileSign, string>>(new Map());
  useEffect(() => {
    if (data) setChosen(new Map(data.signs.map((s) => [s.sign, s.since])));
  }, [data]);
  const toggle = (sign: ProfileSign) => {
    const next = new Map(chosen);
    if (next.has(sign)) next.delete(sign);
    else next.set(sign, today);
    setChosen(next);
  };
  return (
    <Card role="region" aria-labelledby="history-signs-title">
      <h3 id="history-signs-title" className="text-xl font-black">
        Signs in your child's history
      </h3>
      <p className="mt-1 font-semibold text-ink-soft">
        Tick any that apply and say since when. The clinic summary lists them for the doctor.
      </p>
      <form
        className="mt-3 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            {
              signs: PROFILE_SIGNS.filter((s) => chosen.has(s.value)).map((s) => ({
                sign: s.value,
                since: chosen.get(s.value) ?? today,
              })),
            },
            {
              onSuccess: () =>
                toast({ title: "Saved", description: "The history signs are kept." }),
              onError: (error) =>
                notifyFailure("Not saved", friendlyMessage(error, "Please try again.")),
            },
          );
        }}
      >
        {PROFILE_SIGNS.map((sign) => {
          const on = chosen.has(sign.value);
          const id = `history-${sign.code}`;
          return (
            <div
              key={sign.value}
              className="flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border-2 border-ink/15 px-3 py-2"
            >
              <label
                htmlFor={id}
                className="flex flex-1 cursor-pointer items-center gap-3 font-bold"
              >
                <input
                  id={id}
                  type="checkbox"
                  className="size-6 accent-ink"
                  checked={on}
                  onChange={() => toggle(sign.value)}
                />
                {capital(sign.parentLabel)}
              </label>
              {on ? (
                <label className="flex items-center gap-2 text-sm font-bold">
                  Since
                  <input
                    type="date"
                    max={today}
                    min="2000-01-01"
                    required
                    aria-label={`${capital(sign.parentLabel)}: since`}
                    className="min-h-11 rounded-xl border-2 border-ink/30 px-2"
                    value={chosen.get(sign.value) ?? today}
                    onChange={(event) => {
                      const next = new Map(chosen);
                      next.set(sign.value, event.target.value);
                      setChosen(next);
                    }}
                  />
                </label>
              ) : null}
            </div>
          );
        })}
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save history signs
        </Button>
      </form>
    </Card>
  );
}

/** Which weekdays the child goes to school (ADR 067): the evening review asks on those days. */
export function SchoolWeekdays({ userId }: { userId: string }) {
  const { data } = useSchool(userId);
  const save = useSaveSchoolWeekdays(userId);
  const [days, setDays] = useState<Set<number>>(new Set([1, 2, 3, 4, 5]));
  useEffect(() => {
    if (data) setDays(new Set(data.weekdays));
  }, [data]);
  return (
    <Card role="region" aria-labelledby="school-days-title">
      <h3 id="school-days-title" className="text-xl font-black">
        School days
      </h3>
      <p className="mt-1 font-semibold text-ink-soft">
        On these days the evening review asks: "Did you miss school or leave early because of your
        tummy?"
      </p>
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate([...days].sort(), {
            onSuccess: () => toast({ title: "Saved", description: "School days are set." }),
            onError: (error) =>
              notifyFailure("Not saved", friendlyMessage(error, "Please try again.")),
          });
        }}
      >
        <fieldset>
          <legend className="sr-only">Weekdays with school</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((day) => (
              <label
                key={day.value}
                className="flex min-h-12 min-w-16 cursor-pointer items-center justify-center gap-2 rounded-2xl border-2 border-ink/15 px-3 font-bold has-checked:border-ink has-checked:bg-sunny-100"
              >
                <input
                  type="checkbox"
                  className="size-5 accent-ink"
                  checked={days.has(day.value)}
                  aria-label={day.label}
                  onChange={() => {
                    const next = new Set(days);
                    if (next.has(day.value)) next.delete(day.value);
                    else next.add(day.value);
                    setDays(next);
                  }}
                />
                <span aria-hidden="true">{day.short}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="sm" className="mt-3" disabled={save.isPending}>
          Save school days
        </Button>
      </form>
    </Card>
  );
}
