import { Screen } from "../../components/layout/screen";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { BadgesBoard } from "../../features/badges/components/badges-board";
import { usePageMeta } from "../../lib/page-meta";

export function BadgesRoute() {
  usePageMeta(
    "Badges",
    "Every badge you have earned as a Tummy Detective, your total points, and the badges still waiting to be unlocked.",
  );
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Screen>
      <h1 className="flex items-center gap-3 text-3xl font-black sm:text-4xl">
        <span aria-hidden="true" className="font-emoji">
          🏅
        </span>
        My Badges
      </h1>
      <p className="mt-1 text-lg font-semibold text-ink-soft">
        Every badge you earn as a detective shines here.
      </p>
      <BadgesBoard userId={user.id} />
    </Screen>
  );
}
