import { Flame, Pencil, Shield, Star } from "lucide-react";
import type { PublicUser } from "../../../../contracts/auth";
import { DetectiveAvatar } from "../../../components/detective-avatar";
import { Stat, streakText } from "../../../components/ui/stat";
import { t } from "../../../lib/i18n";

/** The detective's ID card: avatar (tap to customise), username, level, points and streak. */
export function ProfileCard({
  user,
  onEditAvatar,
}: {
  user: PublicUser;
  onEditAvatar: () => void;
}) {
  const days = streakText(user.currentStreak);
  return (
    <section
      aria-label={t("profile.detectiveId")}
      className="on-dark relative overflow-hidden rounded-[2rem] border-[3px] border-ink bg-brand-600 p-5 text-white shadow-card sm:p-7"
    >
      <span
        aria-hidden="true"
        className="absolute top-4 -right-10 rotate-12 bg-sunny-400 px-12 py-1 text-xs font-black tracking-widest text-ink uppercase"
      >
        {t("profile.detectiveId")}
      </span>
      <div className="flex flex-col items-center text-center">
        <button
          type="button"
          onClick={onEditAvatar}
          aria-label={t("profile.customizeAvatar")}
          className="pressable relative rounded-[2rem] shadow-pop-ink"
        >
          <DetectiveAvatar
            config={user.avatarConfig}
            size="xl"
            label={t("profile.avatarOf", { name: user.username })}
          />
          <span
            aria-hidden="true"
            className="absolute -right-2 -bottom-2 grid size-10 place-items-center rounded-full border-[3px] border-ink bg-white text-ink"
          >
            <Pencil className="size-5" strokeWidth={3} />
          </span>
        </button>
        <h1 className="mt-4 text-3xl leading-tight font-black break-words sm:text-4xl">
          {user.username}
        </h1>
        <p className="font-bold text-brand-100">{t("profile.appName")}</p>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-3">
        <Stat
          icon={<Shield className="size-5 text-brand-600" strokeWidth={2.75} />}
          label={t("profile.level")}
          value={String(user.level)}
        />
        <Stat
          icon={<Star className="size-5 fill-sunny-400 text-sunny-700" strokeWidth={2.5} />}
          label={t("profile.points")}
          value={user.totalPoints.toLocaleString()}
        />
        <Stat
          icon={<Flame className="size-5 fill-orange-400 text-orange-700" strokeWidth={2.5} />}
          label={t("profile.streak")}
          value={days}
        />
      </dl>
    </section>
  );
}
