import { ArrowLeftRight, UsersRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import type { FamilyChild } from "../../../../contracts/auth";
import { DetectiveAvatar } from "../../../components/detective-avatar";
import { buttonClasses } from "../../../components/ui/button";
import { chooseChild } from "../../../lib/chosen-child";
import { t } from "../../../lib/i18n";
import { useAuth } from "../../auth/hooks/use-auth";
import { useTodaysMeals } from "../../meals/api/get-todays-meals";
import { FamilyStart } from "./family-start";
import { roleLabel } from "./role-words";

/** Today's progress of one child: meals logged today, points and streak. */
function ChildProgress({ child }: { child: FamilyChild }) {
  const meals = useTodaysMeals(child.id).data?.length;
  return (
    <span className="block text-sm font-bold text-ink-soft">
      {meals === undefined ? "…" : t("family.mealsToday", { count: meals })} · ⭐{" "}
      {child.totalPoints} · 🔥 {child.currentStreak}
    </span>
  );
}

/** The child switcher of a grown-up's home: one card per child, the chosen one marked. */
function ChildSwitcher({
  accountId,
  family,
  chosenId,
}: {
  accountId: string;
  family: readonly FamilyChild[];
  chosenId: string | null;
}) {
  return (
    <section
      aria-labelledby="switcher-title"
      className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="switcher-title" className="text-xl font-black">
          {t("family.yourChildren")}
        </h2>
        <Link href="/app/family" className={buttonClasses({ variant: "ghost", size: "sm" })}>
          <UsersRound aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {t("family.familySettings")}
        </Link>
      </div>
      <ul className="mt-2 flex gap-3 overflow-x-auto pb-2">
        {family.map((child) => {
          const chosen = child.id === chosenId;
          return (
            <li key={child.id} className="shrink-0">
              <button
                type="button"
                aria-pressed={chosen}
                aria-label={t("family.childDiary", { name: child.username })}
                onClick={() => chooseChild(accountId, child.id)}
                className={`pressable flex min-w-56 items-center gap-3 rounded-3xl border-[3px] p-3 text-left ${chosen ? "border-ink bg-sunny-300 shadow-pop-ink" : "border-ink/30 bg-paper"}`}
              >
                <DetectiveAvatar config={child.avatarConfig} size="sm" />
                <span>
                  <span className="block text-lg leading-tight font-black">{child.username}</span>
                  <span className="block text-xs font-black tracking-wide text-ink-soft uppercase">
                    {roleLabel(child.role)}
                    {child.hasLogin ? "" : t("family.noLogin")}
                  </span>
                  <ChildProgress child={child} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Elsewhere than home: whose diary this is, and the way back to the switcher. */
function ChosenChildBar({ child }: { child: FamilyChild }) {
  return (
    <div className="border-b-[3px] border-ink bg-brand-100 px-4 py-2">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-black">
          <DetectiveAvatar config={child.avatarConfig} size="sm" className="!size-9 !text-2xl" />
          {t("family.childDiary", { name: child.username })}
        </p>
        <Link href="/app" className={buttonClasses({ variant: "outline", size: "sm" })}>
          <ArrowLeftRight aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {t("family.switchChild")}
        </Link>
      </div>
    </div>
  );
}

/**
 * Above a grown-up's screens (ADR 065): the child switcher at home, whose diary it is elsewhere,
 * and for a viewer the kind note that the diary is read-only. With no child yet, home offers to
 * add one or join a family.
 */
export function FamilyBar() {
  const { account, user, role } = useAuth();
  const [location] = useLocation();
  if (account?.kind !== "grown-up") return null;
  const child = account.children.find((c) => c.id === user?.id) ?? null;
  const home = location === "/app";
  if (!child) return home ? <FamilyStart /> : null;
  return (
    <>
      {home ? (
        <ChildSwitcher accountId={account.id} family={account.children} chosenId={child.id} />
      ) : location === "/app/family" ? null : (
        <ChosenChildBar child={child} />
      )}
      {role === "viewer" && location !== "/app/family" ? (
        <p
          role="note"
          className="mx-auto mt-3 w-full max-w-6xl px-4 text-center font-bold text-ink-soft sm:px-6"
        >
          👀 {t("errors.viewersOnlyLook")}
        </p>
      ) : null}
    </>
  );
}
