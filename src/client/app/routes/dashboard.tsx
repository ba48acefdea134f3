import { lazy, Suspense, useState } from "react";
import type { PublicUser } from "../../../contracts/auth";
import { usesChildStoolScale } from "../../../domain/child-stool-scale";
import { MORNING_MOODS } from "../../../domain/feelings";
import { showsPatternTip } from "../../../domain/limits";
import { DEFAULT_QUICK_ADD_FOODS, QUICK_ADD_COUNT } from "../../../domain/quick-add";
import { moodWord } from "../../../i18n/words/diary-labels";
import { Screen } from "../../components/layout/screen";
import { MountWhenOpened } from "../../components/ui/mount-when-opened";
import { LogoutButton } from "../../features/auth/components/logout-button";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { CaseCard } from "../../features/cases/components/case-card";
import { DailyReportLink } from "../../features/dashboard/components/daily-report-link";
import { DetectiveLog, type LogEntry } from "../../features/dashboard/components/detective-log";
import { DetectivesLab } from "../../features/dashboard/components/detectives-lab";
import { HomeHeader } from "../../features/dashboard/components/home-header";
import { PatternTip } from "../../features/dashboard/components/pattern-tip";
import { QuickActions } from "../../features/dashboard/components/quick-actions";
import { HydrationTracker } from "../../features/drinks/components/hydration-tracker";
import { mayChangeEntry } from "../../features/family/utils/may-change-entry";
import { useDiarySummary } from "../../features/meals/api/get-diary-summary";
import { useTodaysMeals } from "../../features/meals/api/get-todays-meals";
import { MealEntry } from "../../features/meals/components/meal-entry";
import { QueuedMealDetails } from "../../features/meals/components/queued-meal-details";
import { QuickAddFoods } from "../../features/meals/components/quick-add-foods";
import { MissionCard } from "../../features/missions/components/mission-card";
import { QueuedEntry, queuedAt } from "../../features/outbox/components/queued-entry";
import { useParentMode } from "../../features/parent/api/parent-mode";
import { usePatterns } from "../../features/patterns/api/get-patterns";
import { DiscoveryCard } from "../../features/patterns/components/discovery-card";
import { ReminderBanner } from "../../features/reminders/components/reminder-banner";
import { useCurrentSleepLog } from "../../features/sleep-logs/api/get-current-sleep-log";
import type { SleepMode } from "../../features/sleep-logs/components/sleep-modal";
import { sleepButtonStates } from "../../features/sleep-logs/utils/sleep-buttons";
import { useTodaysTummyChecks } from "../../features/tummy-checks/api/get-todays-tummy-checks";
import { RecentTummyChecks } from "../../features/tummy-checks/components/recent-tummy-checks";
import {
  StoolChip,
  TummyCheckEntry,
} from "../../features/tummy-checks/components/tummy-check-entry";
import { useUser } from "../../features/users/api/get-user";
import { t } from "../../lib/i18n";
import { type OutboxEntry, useOutbox } from "../../lib/outbox";
import {
  queuedCheck,
  queuedMeal,
  sleepLogWithQueued,
  withQueuedChanges,
} from "../../lib/outbox-view";
import { usePageMeta } from "../../lib/page-meta";
import { browserTimeZone } from "../../lib/time";

// The dialogs and their forms load when first opened (ADR 043).
const MealLogModal = lazy(() =>
  import("../../features/meals/components/meal-log-modal").then((m) => ({
    default: m.MealLogModal,
  })),
);
const TummyCheckModal = lazy(() =>
  import("../../features/tummy-checks/components/tummy-check-modal").then((m) => ({
    default: m.TummyCheckModal,
  })),
);
const AvatarCustomizer = lazy(() =>
  import("../../features/users/components/avatar-customizer").then((m) => ({
    default: m.AvatarCustomizer,
  })),
);
// The editors of a queued meal or tummy check load on the first Edit or Fix.
const MealEditForm = lazy(() =>
  import("../../features/meals/components/meal-edit-form").then((m) => ({
    default: m.MealEditForm,
  })),
);
const TummyCheckEditForm = lazy(() =>
  import("../../features/tummy-checks/components/tummy-check-edit-form").then((m) => ({
    default: m.TummyCheckEditForm,
  })),
);

/**
 * The form that changes a queued meal or tummy check before it is sent, or fixes a refused one;
 * a child under 8 edits a stool with the children's pictures (`childScale`, ADR 063).
 */
function queuedEditor(childScale: boolean) {
  return (entry: OutboxEntry, onDone: () => void) => (
    <Suspense fallback={null}>
      {entry.kind === "meal" ? (
        <MealEditForm meal={queuedMeal(entry)} onDone={onDone} />
      ) : (
        <TummyCheckEditForm check={queuedCheck(entry)} childScale={childScale} onDone={onDone} />
      )}
    </Suspense>
  );
}

/** A queued create shown as a logged one shows: a meal's photo and foods, a check's stool. */
function queuedDetails(entry: OutboxEntry) {
  if ((entry.action ?? "create") !== "create") return null;
  if (entry.kind === "meal") return <QueuedMealDetails entry={entry} />;
  if (entry.kind !== "tummyCheck") return null;
  const check = queuedCheck(entry);
  return check.bathroomEvent || check.childStoolType ? (
    <p className="mt-3">
      <StoolChip check={check} />
    </p>
  ) : null;
}

const SleepModal = lazy(() =>
  import("../../features/sleep-logs/components/sleep-modal").then((m) => ({
    default: m.SleepModal,
  })),
);

export function DashboardRoute() {
  usePageMeta(t("shell.dashboardTitle"), t("shell.dashboardDescription"));
  const { user, role } = useAuth();
  if (!user) return null;
  return <Dashboard signedIn={user} readOnly={role === "viewer"} />;
}

/** The logged morning mood under the 'Morning Mood' button, in the reader's words ("🐰 Bunny"). */
function moodNote(mood: string | null | undefined): string | undefined {
  const option = MORNING_MOODS.find((m) => m.value === mood);
  return option ? `${option.emoji} ${moodWord(t, option.value)}` : undefined;
}

/**
 * Which queued entries have a card of their own on the timeline: every create but a drink's
 * (in Recent drinks), and changes the server refused; a waiting change of a meal, a tummy check
 * or a drink shows on the entry it changes.
 */
function showsOnTimeline(entry: OutboxEntry): boolean {
  const action = entry.action ?? "create";
  if (action === "create") return entry.kind !== "drink";
  if (entry.kind === "meal" || entry.kind === "tummyCheck" || entry.kind === "drink") {
    return entry.state === "refused";
  }
  return true;
}

/** `readOnly`: a viewer's look at the diary (ADR 065), without the buttons that log. */
function Dashboard({ signedIn, readOnly }: { signedIn: PublicUser; readOnly: boolean }) {
  const userId = signedIn.id;
  // GET /api/user refreshes after every diary write, so points, level and streak stay live.
  const user = useUser(userId).data ?? signedIn;
  const { on: parentMode } = useParentMode(userId);
  const meals = useTodaysMeals(userId);
  const checks = useTodaysTummyChecks(userId);
  const queued = useOutbox(userId);
  const summary = useDiarySummary(userId).data;
  const patterns = usePatterns(userId);
  // A bedtime or morning mood still on this phone moves the sleep buttons at once (ADR 049).
  const sleepLog = sleepLogWithQueued(
    useCurrentSleepLog(userId).data ?? null,
    queued,
    browserTimeZone(),
  );
  const [dialog, setDialog] = useState<"meal" | "tummy" | "sleep" | "avatar" | null>(null);
  // A new session number remounts a dialog's form, so every opening starts fresh.
  const [mealDraft, setMealDraft] = useState<{ foods: readonly string[]; session: number }>({
    foods: [],
    session: 0,
  });
  const [tummySession, setTummySession] = useState(0);
  const { account, role } = useAuth();
  const fixed = (loggedByName?: string | null) =>
    !mayChangeEntry(role, account?.username, loggedByName);
  const [sleepMode, setSleepMode] = useState<SleepMode>("bedtime");

  const quickAdd = summary?.quickAddFoods ?? DEFAULT_QUICK_ADD_FOODS.slice(0, QUICK_ADD_COUNT);
  const sleep = sleepButtonStates(sleepLog);
  const openMeal = (foods: readonly string[]) => {
    setMealDraft((draft) => ({ foods, session: draft.session + 1 }));
    setDialog("meal");
  };
  const openSleep = (mode: SleepMode) => {
    setSleepMode(mode);
    setDialog("sleep");
  };
  const onOpenChange = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const childScale = usesChildStoolScale(user.age);
  const editor = queuedEditor(childScale);
  const entries: LogEntry[] = [
    // The server's lists with the edits and deletions still on this phone laid over them.
    ...withQueuedChanges(meals.data ?? [], queued, "meal").map(({ waiting, ...meal }) => ({
      key: `meal-${meal.id}`,
      timestamp: meal.timestamp,
      node: <MealEntry meal={meal} waiting={waiting} readOnly={fixed(meal.loggedByName)} />,
    })),
    ...withQueuedChanges(checks.data ?? [], queued, "tummyCheck").map(({ waiting, ...check }) => ({
      key: `check-${check.id}`,
      timestamp: check.timestamp,
      node: (
        <TummyCheckEntry
          check={check}
          waiting={waiting}
          childScale={childScale}
          readOnly={fixed(check.loggedByName)}
        />
      ),
    })),
    ...queued
      .filter((entry) => showsOnTimeline(entry))
      .map((entry) => ({
        key: `queued-${entry.id}`,
        timestamp: queuedAt(entry),
        node: <QueuedEntry entry={entry} editor={editor} details={queuedDetails} />,
      })),
  ];

  return (
    <Screen wide>
      <HomeHeader
        user={user}
        logout={<LogoutButton variant="on-dark" className="w-full" />}
        onEditAvatar={readOnly ? undefined : () => setDialog("avatar")}
      />
      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="space-y-5">
          <ReminderBanner userId={user.id} />
          {readOnly ? null : (
            <QuickActions
              onLogMeal={() => openMeal([])}
              onTummyCheck={() => {
                setTummySession((n) => n + 1);
                setDialog("tummy");
              }}
              bedtime={{ ...sleep.bedtime, onClick: () => openSleep("bedtime") }}
              morning={{
                ...sleep.morning,
                note: moodNote(sleepLog?.morningMood),
                onClick: () => openSleep("morning"),
              }}
            />
          )}
          <CaseCard userId={userId} />
          <MissionCard userId={userId} />
          {readOnly ? null : <QuickAddFoods foods={quickAdd} onPick={(food) => openMeal([food])} />}
          <DiscoveryCard userId={userId} />
          {entries.length > 0 ? <DailyReportLink /> : null}
          <DetectiveLog entries={entries} loading={meals.isPending || checks.isPending} />
        </div>
        <div className="space-y-5">
          <fieldset disabled={readOnly} className="contents">
            <HydrationTracker userId={userId} age={user.age} />
          </fieldset>
          <RecentTummyChecks userId={userId} />
          {summary &&
          patterns.data &&
          showsPatternTip(summary.mealsTotal, summary.tummyChecksTotal, patterns.data.length) ? (
            <PatternTip />
          ) : null}
          <DetectivesLab level={user.level} />
        </div>
      </div>

      <MountWhenOpened open={dialog === "meal"}>
        <MealLogModal
          open={dialog === "meal"}
          onOpenChange={onOpenChange}
          session={mealDraft.session}
          userId={userId}
          quickAddFoods={quickAdd}
          initialFoods={mealDraft.foods}
        />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === "tummy"}>
        <TummyCheckModal
          open={dialog === "tummy"}
          onOpenChange={onOpenChange}
          session={tummySession}
          child={{ id: userId, name: user.username, age: user.age, parentMode }}
        />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === "avatar"}>
        <AvatarCustomizer open={dialog === "avatar"} onOpenChange={onOpenChange} user={user} />
      </MountWhenOpened>
      <MountWhenOpened open={dialog === "sleep"}>
        <SleepModal
          open={dialog === "sleep"}
          mode={sleepMode}
          onOpenChange={onOpenChange}
          userId={userId}
          sleepLog={sleepLog}
        />
      </MountWhenOpened>
    </Screen>
  );
}
