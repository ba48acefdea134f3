import { Moon } from "lucide-react";
import { useState } from "react";
import type { DayReview } from "../../../../domain/daily-report";
import { Button } from "../../../components/ui/button";
import { t } from "../../../lib/i18n";
import { CaseNotes } from "./case-notes";
import { EndDayModal } from "./end-day-modal";
import { FoodGuide } from "./food-guide";
import { GroupBadges } from "./group-badges";
import { PowerMeters } from "./power-meters";
import { SectionHeading } from "./section-heading";
import { WhatYouAte } from "./what-you-ate";

/** The Daily Report of today's review, in the order of SPEC 2, ending with Close the Day. */
export function DailyReport({ userId, review }: { userId: string; review: DayReview }) {
  const [ending, setEnding] = useState(false);
  return (
    <div className="mt-5 space-y-7">
      <FoodGuide />
      <PowerMeters groups={review.groups} />
      <GroupBadges groups={review.groups} />
      <CaseNotes
        notes={review.caseNotes}
        totalServes={review.totalServes}
        mealsLogged={review.mealsLogged}
      />
      <WhatYouAte meals={review.mealsByType} drinks={review.drinks} />
      <section
        aria-labelledby="close-day-heading"
        className="rounded-3xl border-[3px] border-ink bg-brand-100 p-4 shadow-card sm:p-5"
      >
        <SectionHeading id="close-day-heading" emoji="🌙">
          {t("dailyReview.closeTheDay")}
        </SectionHeading>
        <p className="mt-1 font-semibold text-ink-soft">{t("dailyReview.closeTheDayIntro")}</p>
        <Button size="lg" block className="mt-3" onClick={() => setEnding(true)}>
          <Moon aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {t("dailyReview.endDayReview")}
        </Button>
      </section>
      <EndDayModal open={ending} onOpenChange={setEnding} userId={userId} review={review} />
    </div>
  );
}
