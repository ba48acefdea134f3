import type { CaseList, CaseToday, CaseView } from "../../contracts/cases";
import {
  caseEvidenceWords,
  caseMissionWords,
  childInstructionWords,
  childTaskWords,
  dayNameWords,
  dayNoteWords,
  firstDayTaskWords,
  foodEvidenceWords,
  nextStepWords,
  outcomeWords,
  planReasonWords,
  troubleWords,
} from "../../i18n/words/cases";
import { translatorFor } from "../lib/i18n";

// The cases API answers facts; the tests read them as a family reads them, in English words.
const en = translatorFor("en").t;

/** A case with its facts in English words (reasons, day names, verdict, notes, trouble). */
export function caseInWords(kase: CaseView) {
  const v = kase.verdict;
  return {
    ...kase,
    days: kase.days.map((d) => ({ ...d, name: dayNameWords(en, kase, d.kind) })),
    reasons: kase.reasons.map((r) => planReasonWords(en, kase, r)),
    verdict: v && {
      ...v,
      label: outcomeWords(en, v.outcome, v.finalAfterDays),
      evidence: caseEvidenceWords(en, v),
      nextSteps: nextStepWords(en, v.nextSteps),
      foods: v.foods.map((f) => ({
        ...f,
        label: outcomeWords(en, f.outcome, v.finalAfterDays),
        evidence: foodEvidenceWords(en, f),
      })),
      days: v.days.map((d) => ({
        ...d,
        note: dayNoteWords(en, kase, d.note),
        trouble: d.trouble.map((x) => troubleWords(en, x)),
      })),
    },
  };
}

/** Today's part of a case in a child's English words. */
export function todayInWords(today: CaseToday) {
  return {
    ...today,
    instruction: childInstructionWords(en, today, today.kind),
    task:
      today.kind === null
        ? firstDayTaskWords(en, today, today.firstKind)
        : childTaskWords(en, today, today.kind),
    mission: {
      ...today.mission,
      title: en("cases.missionTitle"),
      text: caseMissionWords(en, today.mission.checkHour),
    },
  };
}

/** A case list in English words. */
export function listInWords(list: CaseList) {
  return {
    today: list.today && todayInWords(list.today),
    cases: list.cases.map(caseInWords),
  };
}
