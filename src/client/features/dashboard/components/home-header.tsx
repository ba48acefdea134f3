import { Flame, Pencil, Shield, Star, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { PublicUser } from "../../../../contracts/auth";
import { formatNumber } from "../../../../i18n/format";
import { DetectiveAvatar } from "../../../components/detective-avatar";
import { buttonClasses } from "../../../components/ui/button";
import { Stat, streakText } from "../../../components/ui/stat";
import { currentLocale, t } from "../../../lib/i18n";
import { welcomeLine } from "../utils/welcome";

/** The avatar; tapping it opens the avatar customizer. */
function AvatarButton({ user, onEdit }: { user: PublicUser; onEdit: () => void }) {
  return (
    <button
      type="button"
      onClick={onEdit}
      aria-label={t("dashboard.customizeAvatar")}
      className="pressable relative shrink-0 -rotate-3 rounded-3xl shadow-pop-ink"
    >
      <DetectiveAvatar
        config={user.avatarConfig}
        size="lg"
        label={t("dashboard.avatarOf", { name: user.username })}
      />
      <span
        aria-hidden="true"
        className="absolute -right-2 -bottom-2 grid size-8 rotate-3 place-items-center rounded-full border-[3px] border-ink bg-white text-ink"
      >
        <Pencil className="size-4" strokeWidth={3} />
      </span>
    </button>
  );
}

/** The home header: avatar, name, level, points, streak, Profile link and a logout slot. */
export function HomeHeader({
  user,
  logout,
  onEditAvatar,
}: {
  user: PublicUser;
  logout: ReactNode;
  /** Opens the avatar customizer; absent for a viewer (ADR 065), who sees the avatar only. */
  onEditAvatar?: () => void;
}) {
  const days = streakText(user.currentStreak);
  return (
    <header className="on-dark relative overflow-hidden rounded-[2rem] border-[3px] border-ink bg-brand-600 p-5 text-white shadow-card sm:p-7">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-12 size-56 rounded-full bg-brand-500 opacity-80"
      />
      <div className="relative lg:flex lg:items-center lg:gap-6">
        <div className="flex min-w-0 items-center gap-4 lg:flex-1">
          {onEditAvatar ? (
            <AvatarButton user={user} onEdit={onEditAvatar} />
          ) : (
            <span className="relative shrink-0 -rotate-3 rounded-3xl shadow-pop-ink">
              <DetectiveAvatar
                config={user.avatarConfig}
                size="lg"
                label={t("dashboard.avatarOf", { name: user.username })}
              />
            </span>
          )}
          <div className="min-w-0">
            <p className="text-base font-bold text-brand-100">{welcomeLine(user.createdAt)}</p>
            <h1 className="text-2xl leading-tight font-black break-words sm:text-4xl">
              {user.username}
            </h1>
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-3 lg:mt-0 lg:w-[24rem] lg:shrink-0">
          <Stat
            icon={<Shield className="size-5 text-brand-600" strokeWidth={2.75} />}
            label={t("dashboard.level")}
            value={String(user.level)}
          />
          <Stat
            icon={<Star className="size-5 fill-sunny-400 text-sunny-700" strokeWidth={2.5} />}
            label={t("dashboard.points")}
            value={formatNumber(currentLocale().formatLocale, user.totalPoints)}
          />
          <Stat
            icon={<Flame className="size-5 fill-orange-400 text-orange-700" strokeWidth={2.5} />}
            label={t("dashboard.streak")}
            value={days}
          />
        </dl>
        <div className="mt-5 grid grid-cols-2 gap-3 lg:mt-0 lg:w-44 lg:shrink-0 lg:grid-cols-1">
          <Link href="/app/profile" className={buttonClasses({ variant: "sunny", block: true })}>
            <UserRound aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("dashboard.profile")}
          </Link>
          {logout}
        </div>
      </div>
    </header>
  );
}
