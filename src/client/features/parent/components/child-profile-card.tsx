import type { PublicUser } from "../../../../contracts/auth";
import { DetectiveAvatar } from "../../../components/detective-avatar";
import { Card } from "../../../components/ui/card";
import { t } from "../../../lib/i18n";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border-2 border-ink/15 bg-white px-2 py-2 text-center">
      <dt className="text-xs font-extrabold tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className="text-xl font-black">{value}</dd>
    </div>
  );
}

/** SPEC 2: the child's name, detective level, current streak in days and total points. */
export function ChildProfileCard({ user }: { user: PublicUser }) {
  const streak = t("parent.days", { count: user.currentStreak });
  return (
    <Card aria-label={t("parent.childProfileLabel")}>
      <div className="flex items-center gap-4">
        <DetectiveAvatar config={user.avatarConfig} size="lg" />
        <div className="min-w-0">
          <p className="text-sm font-extrabold text-ink-soft">{t("parent.yourDetective")}</p>
          <p className="truncate text-2xl font-black">{user.username}</p>
          <p className="font-semibold text-ink-soft">
            {user.age ? t("parent.yearsOld", { age: user.age }) : t("parent.ageNotProvided")}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2">
        <Stat label={t("parent.level")} value={String(user.level)} />
        <Stat label={t("parent.streak")} value={streak} />
        <Stat label={t("parent.points")} value={String(user.totalPoints)} />
      </dl>
    </Card>
  );
}
