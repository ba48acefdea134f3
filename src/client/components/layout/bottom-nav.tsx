import {
  Award,
  ClipboardList,
  House,
  type LucideIcon,
  Sparkles,
  Users,
  Utensils,
} from "lucide-react";
import { Link, useLocation } from "wouter";
import { type MessageKey, t } from "../../lib/i18n";

interface Tab {
  href: string;
  label: MessageKey;
  icon: LucideIcon;
}

/** SPEC 2: the six tabs of the signed-in screens, in order. */
export const NAV_TABS: readonly Tab[] = [
  { href: "/app", label: "shell.tabHome", icon: House },
  { href: "/app/log-meal", label: "shell.tabLogFood", icon: Utensils },
  { href: "/app/patterns", label: "shell.tabPatterns", icon: Sparkles },
  { href: "/app/daily-review", label: "shell.tabDailyReport", icon: ClipboardList },
  { href: "/app/badges", label: "shell.tabBadges", icon: Award },
  { href: "/app/parent", label: "shell.tabParent", icon: Users },
];

/** Bottom tab bar; the active tab is the one whose path matches exactly. */
export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav
      aria-label={t("shell.mainNav")}
      className="fixed inset-x-0 bottom-0 z-40 border-t-[3px] border-ink bg-white pb-[env(safe-area-inset-bottom)] sm:inset-x-4 sm:bottom-4 sm:mx-auto sm:max-w-3xl sm:rounded-3xl sm:border-[3px] sm:pb-0 sm:shadow-card"
    >
      <ul className="grid grid-cols-6 gap-0.5 p-1.5 sm:gap-1 sm:p-2">
        {NAV_TABS.map((tab) => {
          const active = location === tab.href;
          const Icon = tab.icon;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl px-0.5 text-center text-[0.72rem] leading-tight font-extrabold transition-colors sm:text-sm ${
                  active
                    ? "bg-sunny-400 text-ink shadow-[inset_0_-4px_0_0_#c98a00]"
                    : "text-ink-soft hover:bg-brand-50 hover:text-brand-700"
                }`}
              >
                <Icon
                  aria-hidden="true"
                  className="size-6 shrink-0"
                  strokeWidth={active ? 2.75 : 2.25}
                />
                <span>{t(tab.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
