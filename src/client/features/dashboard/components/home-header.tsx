import { Flame, Shield, Star, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { PublicUser } from "../../../../contracts/auth";
import { buttonClasses } from "../../../components/ui/button";

function DetectiveAvatar({ user }: { user: PublicUser }) {
  const { avatarConfig } = user;
  if (avatarConfig.type === "photo" && avatarConfig.photoUrl) {
    return (
      <img
        src={avatarConfig.photoUrl}
        alt=""
        className="size-20 shrink-0 rounded-3xl border-[3px] border-ink object-cover sm:size-24"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-20 shrink-0 -rotate-3 place-items-center rounded-3xl border-[3px] border-ink bg-sunny-300 font-emoji text-5xl shadow-pop-ink sm:size-24 sm:text-6xl"
    >
      {avatarConfig.emoji || "🕵️"}
    </span>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white/12 px-2 py-3 text-center">
      <dt className="order-last text-xs font-extrabold tracking-wide text-brand-100 uppercase">
        {label}
      </dt>
      <dd className="flex flex-col items-center gap-1 text-xl leading-tight font-black text-white sm:text-2xl">
        <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-white">
          {icon}
        </span>
        {value}
      </dd>
    </div>
  );
}

/** The home header: avatar, name, level, points, streak, Profile link and a logout slot. */
export function HomeHeader({ user, logout }: { user: PublicUser; logout: ReactNode }) {
  const days = user.currentStreak === 1 ? "1 day" : `${user.currentStreak} days`;
  return (
    <header className="on-dark relative overflow-hidden rounded-[2rem] border-[3px] border-ink bg-brand-600 p-5 text-white shadow-card sm:p-7">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-12 size-56 rounded-full bg-brand-500 opacity-80"
      />
      <div className="relative flex items-center gap-4">
        <DetectiveAvatar user={user} />
        <div className="min-w-0">
          <p className="text-base font-bold text-brand-100">Welcome back, Detective</p>
          <h1 className="text-2xl leading-tight font-black break-words sm:text-4xl">
            {user.username}
          </h1>
        </div>
      </div>
      <dl className="relative mt-5 grid grid-cols-3 gap-2 sm:gap-3">
        <Stat
          icon={<Shield className="size-5 text-brand-600" strokeWidth={2.75} />}
          label="Level"
          value={String(user.level)}
        />
        <Stat
          icon={<Star className="size-5 fill-sunny-400 text-sunny-700" strokeWidth={2.5} />}
          label="Points"
          value={user.totalPoints.toLocaleString()}
        />
        <Stat
          icon={<Flame className="size-5 fill-orange-400 text-orange-700" strokeWidth={2.5} />}
          label="Streak"
          value={days}
        />
      </dl>
      <div className="relative mt-5 grid grid-cols-2 gap-3">
        <Link href="/app/profile" className={buttonClasses({ variant: "sunny", block: true })}>
          <UserRound aria-hidden="true" className="size-5" strokeWidth={2.5} />
          Profile
        </Link>
        {logout}
      </div>
    </header>
  );
}
