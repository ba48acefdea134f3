import { useEffect, useState } from "react";
import { PROFILE_SIGNS, type ProfileSign } from "../../../../domain/alarm-signs";
import { WEEKDAYS } from "../../../../domain/school";
import { formatDate } from "../../../../i18n/format";
import { capitalFirst, signLabel } from "../../../../i18n/words/vocabulary";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { toast } from "../../../components/ui/use-toast";
import { friendlyMessage } from "../../../lib/api-client";
import { t, useLocale } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import {
  useProfileSigns,
  useSaveProfileSigns,
  useSaveSchoolWeekdays,
  useSchool,
} from "../api/school-and-signs";

/** A weekday's name in the reader's language, long ("Monday") or short ("Mon"), by ISO number. */
function weekdayName(formatLocale: string, isoWeekday: number, width: "long" | "short"): string {
  // 1 January 2024 was a Monday.
  const day = new Date(Date.UTC(2024, 0, isoWeekday, 12));
  return capitalFirst(formatDate(formatLocale, day, { weekday: width, timeZone: "UTC" }));
}

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
        {t("parentGuides.historyTitle")}
      </h3>
      <p className="mt-1 font-semibold text-ink-soft">{t("parentGuides.historyIntro")}</p>
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
                toast({
                  title: t("parentGuides.saved"),
                  description: t("parentGuides.historySaved"),
                }),
              onError: (error) =>
                notifyFailure(
                  t("parentGuides.notSaved"),
                  friendlyMessage(error, t("parentGuides.tryAgain")),
                ),
            },
          );
        }}
      >
        {PROFILE_SIGNS.map((sign) => {
          const on = chosen.has(sign.value);
          const id = `history-${sign.code}`;
          const label = capitalFirst(signLabel(t, sign.value));
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
                {label}
              </label>
              {on ? (
                <label className="flex items-center gap-2 text-sm font-bold">
                  {t("parentGuides.since")}
                  <input
                    type="date"
                    max={today}
                    min="2000-01-01"
                    required
                    aria-label={t("parentGuides.signSince", { sign: label })}
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
          {t("parentGuides.saveHistory")}
        </Button>
      </form>
    </Card>
  );
}

/** Which weekdays the child goes to school (ADR 067): the evening review asks on those days. */
export function SchoolWeekdays({ userId }: { userId: string }) {
  const { data } = useSchool(userId);
  const save = useSaveSchoolWeekdays(userId);
  const { formatLocale } = useLocale();
  const [days, setDays] = useState<Set<number>>(new Set([1, 2, 3, 4, 5]));
  useEffect(() => {
    if (data) setDays(new Set(data.weekdays));
  }, [data]);
  return (
    <Card role="region" aria-labelledby="school-days-title">
      <h3 id="school-days-title" className="text-xl font-black">
        {t("parentGuides.schoolTitle")}
      </h3>
      <p className="mt-1 font-semibold text-ink-soft">
        {t("parentGuides.schoolIntro", { question: t("dailyReview.schoolQuestion") })}
      </p>
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate([...days].sort(), {
            onSuccess: () =>
              toast({
                title: t("parentGuides.saved"),
                description: t("parentGuides.schoolSaved"),
              }),
            onError: (error) =>
              notifyFailure(
                t("parentGuides.notSaved"),
                friendlyMessage(error, t("parentGuides.tryAgain")),
              ),
          });
        }}
      >
        <fieldset>
          <legend className="sr-only">{t("parentGuides.schoolWeekdays")}</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((day) => (
              <label
                key={day}
                className="flex min-h-12 min-w-16 cursor-pointer items-center justify-center gap-2 rounded-2xl border-2 border-ink/15 px-3 font-bold has-checked:border-ink has-checked:bg-sunny-100"
              >
                <input
                  type="checkbox"
                  className="size-5 accent-ink"
                  checked={days.has(day)}
                  aria-label={weekdayName(formatLocale, day, "long")}
                  onChange={() => {
                    const next = new Set(days);
                    if (next.has(day)) next.delete(day);
                    else next.add(day);
                    setDays(next);
                  }}
                />
                <span aria-hidden="true">{weekdayName(formatLocale, day, "short")}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="sm" className="mt-3" disabled={save.isPending}>
          {t("parentGuides.saveSchool")}
        </Button>
      </form>
    </Card>
  );
}
