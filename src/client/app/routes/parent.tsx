import { Link } from "wouter";
import type { PublicUser } from "../../../contracts/auth";
import { hydratingCups } from "../../../domain/hydration";
import { localDate } from "../../../domain/local-day";
import { Screen } from "../../components/layout/screen";
import { buttonClasses } from "../../components/ui/button";
import { type ChildRole, useAuth } from "../../features/auth/hooks/use-auth";
import { CasesList } from "../../features/cases/components/cases-list";
import { ClueCases } from "../../features/cases/components/clue-cases";
import { useTodaysDrinks } from "../../features/drinks/api/get-todays-drinks";
import { AlarmSignsCard } from "../../features/parent/components/alarm-signs-card";
import { ChildProfileCard } from "../../features/parent/components/child-profile-card";
import { ClinicLinksCard } from "../../features/parent/components/clinic-links-card";
import { DownloadEverything } from "../../features/parent/components/download-everything";
import { HistorySigns, SchoolWeekdays } from "../../features/parent/components/history-and-school";
import { HydrationGuide } from "../../features/parent/components/hydration-guide";
import { JumpButtons, type JumpTarget } from "../../features/parent/components/jump-buttons";
import { MedicalReports } from "../../features/parent/components/medical-reports";
import { ParentGate } from "../../features/parent/components/parent-gate";
import { ParentSection } from "../../features/parent/components/parent-section";
import { PatternSummary } from "../../features/parent/components/pattern-summary";
import { StoolGuide } from "../../features/parent/components/stool-guide";
import { usePatterns } from "../../features/patterns/api/get-patterns";
import { ReminderSettingsCard } from "../../features/reminders/components/reminder-settings";
import { useUser } from "../../features/users/api/get-user";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";
import { browserTimeZone } from "../../lib/time";

const jumps = (): readonly JumpTarget[] => [
  { id: "medical-reports", label: t("parent.medicalReports"), emoji: "📋" },
  { id: "hydration-guide", label: t("parent.hydrationGuide"), emoji: "💧" },
  { id: "stool-guide", label: t("parent.stoolGuide"), emoji: "🚽" },
];

/**
 * SPEC 2 Parent dashboard: one section per part, in reading order, so a part is added by adding
 * a section here.
 */
export function ParentRoute() {
  usePageMeta(t("parent.pageTitle"), t("parent.pageDescription"));
  const { user: me, role } = useAuth();
  const userId = me?.id ?? "";
  const { data: user = me } = useUser(userId);
  if (!user) return null;
  return (
    <Screen wide className="space-y-8">
      <header className="space-y-3">
        <h1 className="flex items-center gap-3 text-3xl font-black sm:text-4xl">
          <span aria-hidden="true" className="font-emoji">
            👨‍👩‍👧
          </span>
          {t("parent.pageTitle")}
        </h1>
        <p className="text-lg font-semibold text-ink-soft">
          {t("parent.pageIntro", { name: user.username })}
        </p>
      </header>
      {role === "self" ? (
        <ParentGate userId={user.id}>
          <ParentArea user={user} role={role} />
        </ParentGate>
      ) : (
        // A grown-up's own login is a grown-up already: no parent code (ADR 065).
        <ParentArea user={user} role={role} />
      )}
    </Screen>
  );
}

/** A child's own login hands its diary to a grown-up from Family (ADR 065). */
function InviteGrownUpLink() {
  return (
    <p className="rounded-3xl border-[3px] border-ink bg-brand-50 p-4 font-bold">
      {t("parent.inviteNote")}{" "}
      <Link href="/app/family" className={buttonClasses({ variant: "outline", size: "sm" })}>
        {t("parent.inviteButton")}
      </Link>
    </p>
  );
}

function ParentArea({ user, role }: { user: PublicUser; role: ChildRole | null }) {
  const patterns = usePatterns(user.id);
  const { data: drinks = [] } = useTodaysDrinks(user.id);
  // Reports and exports are an owner's (ADR 065); a child's own login keeps them, as before.
  const exports = role === "self" || role === "owner";
  const JUMPS = jumps();
  return (
    <>
      <AlarmSignsCard userId={user.id} />
      <JumpButtons targets={exports ? JUMPS : JUMPS.filter((j) => j.id !== "medical-reports")} />
      <div className="grid gap-8 lg:grid-cols-2">
        <ParentSection id="child-profile" emoji="🕵️" title={t("parent.childProfile")}>
          <ChildProfileCard user={user} />
        </ParentSection>
        <ParentSection
          id="pattern-analysis"
          emoji="🔍"
          title={t("parent.patternAnalysis")}
          intro={t("parent.patternAnalysisIntro")}
        >
          <PatternSummary patterns={patterns.data} loading={patterns.isPending} />
        </ParentSection>
      </div>
      <ParentSection id="cases" emoji="🗂️" title={t("parent.cases")} intro={t("parent.casesIntro")}>
        <CasesList userId={user.id} />
        <ClueCases patterns={patterns.data} userId={user.id} />
      </ParentSection>
      <ParentSection
        id="reminders"
        emoji="⏰"
        title={t("parent.reminders")}
        intro={t("parent.remindersIntro")}
      >
        <ReminderSettingsCard userId={user.id} />
      </ParentSection>
      <ParentSection
        id="history-and-school"
        emoji="🩺"
        title={t("parent.historyAndSchool")}
        intro={t("parent.historyAndSchoolIntro")}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <HistorySigns userId={user.id} today={localDate(new Date(), browserTimeZone())} />
          <SchoolWeekdays userId={user.id} />
        </div>
      </ParentSection>
      {exports ? (
        <>
          <ParentSection
            id="medical-reports"
            emoji="📋"
            title={t("parent.medicalReports")}
            intro={t("parent.medicalReportsIntro")}
          >
            <MedicalReports child={{ userId: user.id, name: user.username, age: user.age }} />
          </ParentSection>
          <ParentSection
            id="clinic-link"
            emoji="🔗"
            title={t("parent.clinicLink")}
            intro={t("parent.clinicLinkIntro")}
          >
            <ClinicLinksCard userId={user.id} />
          </ParentSection>
        </>
      ) : (
        <p role="note" className="font-bold text-ink-soft">
          {t("parent.ownersOnly", { reason: t("errors.ownersOnly") })}
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-2">
        <ParentSection id="hydration-guide" emoji="💧" title={t("parent.hydrationGuide")}>
          <HydrationGuide age={user.age} todaysCups={hydratingCups(drinks)} />
        </ParentSection>
        <ParentSection
          id="stool-guide"
          emoji="🚽"
          title={t("parent.stoolGuide")}
          intro={t("parent.stoolGuideIntro")}
        >
          <StoolGuide />
        </ParentSection>
      </div>
      {exports ? (
        <ParentSection
          id="download-everything"
          emoji="📦"
          title={t("parent.downloadEverything")}
          intro={t("parent.downloadEverythingIntro")}
        >
          <DownloadEverything userId={user.id} />
        </ParentSection>
      ) : null}
      {role === "self" ? <InviteGrownUpLink /> : null}
    </>
  );
}
