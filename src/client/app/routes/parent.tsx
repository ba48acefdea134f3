import { Link } from "wouter";
import type { PublicUser } from "../../../contracts/auth";
import { OWNERS_ONLY } from "../../../contracts/family";
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

const JUMPS = [
  { id: "medical-reports", label: "Medical Reports", emoji: "📋" },
  { id: "hydration-guide", label: "Hydration Guide", emoji: "💧" },
  { id: "stool-guide", label: "Stool Guide", emoji: "🚽" },
] as const satisfies readonly JumpTarget[];

/**
 * SPEC 2 Parent dashboard: one section per part, in reading order, so a part is added by adding
 * a section here.
 */
export function ParentRoute() {
  usePageMeta(t("shell.parentTitle"), t("shell.parentDescription"));
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
          Parent Dashboard
        </h1>
        <p className="text-lg font-semibold text-ink-soft">
          Patterns, guides and doctor-ready reports from {user.username}'s diary.
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
      A parent or carer can keep this diary with their own login.{" "}
      <Link href="/app/family" className={buttonClasses({ variant: "outline", size: "sm" })}>
        Invite a grown-up
      </Link>
    </p>
  );
}

function ParentArea({ user, role }: { user: PublicUser; role: ChildRole | null }) {
  const patterns = usePatterns(user.id);
  const { data: drinks = [] } = useTodaysDrinks(user.id);
  // Reports and exports are an owner's (ADR 065); a child's own login keeps them, as before.
  const exports = role === "self" || role === "owner";
  return (
    <>
      <AlarmSignsCard userId={user.id} />
      <JumpButtons targets={exports ? JUMPS : JUMPS.filter((j) => j.id !== "medical-reports")} />
      <div className="grid gap-8 lg:grid-cols-2">
        <ParentSection id="child-profile" emoji="🕵️" title="Child Profile">
          <ChildProfileCard user={user} />
        </ParentSection>
        <ParentSection
          id="pattern-analysis"
          emoji="🔍"
          title="Pattern Analysis"
          intro="Foods that may be linked to tummy feelings in the diary."
        >
          <PatternSummary patterns={patterns.data} loading={patterns.isPending} />
        </ParentSection>
      </div>
      <ParentSection
        id="cases"
        emoji="🗂️"
        title="Cases"
        intro="Short planned checks that turn a clue into a verdict. Agree each one with your child's doctor or dietitian."
      >
        <CasesList userId={user.id} />
        <ClueCases patterns={patterns.data} userId={user.id} />
      </ParentSection>
      <ParentSection
        id="reminders"
        emoji="⏰"
        title="Reminders"
        intro="Notifications at the times that matter, so the diary gets its clues. Off until you turn them on."
      >
        <ReminderSettingsCard userId={user.id} />
      </ParentSection>
      <ParentSection
        id="history-and-school"
        emoji="🩺"
        title="History and School"
        intro="What the doctor asks about: signs in your child's history, and which days are school days."
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
            title="Medical Reports"
            intro="Download the diary as CSV files, or open a one-page summary for the clinic."
          >
            <MedicalReports child={{ userId: user.id, name: user.username, age: user.age }} />
          </ParentSection>
          <ParentSection
            id="clinic-link"
            emoji="🔗"
            title="Clinic Link"
            intro="Let the doctor read the diary without a login, for as long as you choose."
          >
            <ClinicLinksCard userId={user.id} />
          </ParentSection>
        </>
      ) : (
        <p role="note" className="font-bold text-ink-soft">
          📋 Reports, downloads and clinic links: {OWNERS_ONLY}
        </p>
      )}
      <div className="grid gap-8 lg:grid-cols-2">
        <ParentSection id="hydration-guide" emoji="💧" title="Hydration Guide">
          <HydrationGuide age={user.age} todaysCups={hydratingCups(drinks)} />
        </ParentSection>
        <ParentSection
          id="stool-guide"
          emoji="🚽"
          title="Stool Guide"
          intro="A simplified Bristol chart: what each type looks like and when to ask a doctor."
        >
          <StoolGuide />
        </ParentSection>
      </div>
      {exports ? (
        <ParentSection
          id="download-everything"
          emoji="📦"
          title="Download Everything"
          intro="The family's data is the family's: take all of it with you."
        >
          <DownloadEverything userId={user.id} />
        </ParentSection>
      ) : null}
      {role === "self" ? <InviteGrownUpLink /> : null}
    </>
  );
}
