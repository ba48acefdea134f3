import { SCHOOL_ANSWERS, type SchoolAnswer } from "../../../../domain/school";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { friendlyMessage } from "../../../lib/api-client";
import { type MessageKey, t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { useAnswerSchoolDay, useSchoolToday } from "../api/school";

/** The words of each answer's button. */
const SCHOOL_ANSWER_KEYS: Record<SchoolAnswer, MessageKey> = {
  no: "dailyReview.schoolNo",
  "left early": "dailyReview.schoolLeftEarly",
  missed: "dailyReview.schoolMissed",
};

/**
 * On a school day (the family's weekdays, ADR 067) the evening review asks whether the tummy
 * made the child miss school or leave early; a tap saves the answer, and a later tap changes it.
 */
export function SchoolQuestion({ userId }: { userId: string }) {
  const { data } = useSchoolToday(userId);
  const answer = useAnswerSchoolDay(userId);
  if (!data?.today.schoolDay) return null;
  const chosen = answer.isPending ? (answer.variables?.answer ?? null) : data.today.answer;
  return (
    <section aria-label={t("dailyReview.school")} className="mt-4">
      <ChoiceTiles
        label={t("dailyReview.schoolQuestion")}
        options={SCHOOL_ANSWERS.map((a) => ({ ...a, label: t(SCHOOL_ANSWER_KEYS[a.value]) }))}
        value={chosen}
        columns="grid-cols-3"
        onChange={(value) => {
          const picked = SCHOOL_ANSWERS.find((a) => a.value === value);
          if (!picked) return;
          answer.mutate(
            { date: data.today.date, answer: picked.value },
            {
              onError: (error) =>
                notifyFailure(
                  t("dailyReview.notSaved"),
                  friendlyMessage(error, t("dailyReview.pleaseTryAgain")),
                ),
            },
          );
        }}
      />
    </section>
  );
}
