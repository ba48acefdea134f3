import { SCHOOL_ANSWERS, SCHOOL_QUESTION } from "../../../../domain/school";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { friendlyMessage } from "../../../lib/api-client";
import { notifyFailure } from "../../../lib/notify";
import { useAnswerSchoolDay, useSchoolToday } from "../api/school";

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
    <section aria-label="School" className="mt-4">
      <ChoiceTiles
        label={SCHOOL_QUESTION}
        options={SCHOOL_ANSWERS}
        value={chosen}
        columns="grid-cols-3"
        onChange={(value) => {
          const picked = SCHOOL_ANSWERS.find((a) => a.value === value);
          if (!picked) return;
          answer.mutate(
            { date: data.today.date, answer: picked.value },
            {
              onError: (error) =>
                notifyFailure("Not saved", friendlyMessage(error, "Please try again.")),
            },
          );
        }}
      />
    </section>
  );
}
