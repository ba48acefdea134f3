import { Screen } from "../../components/layout/screen";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { BadgesBoard } from "../../features/badges/components/badges-board";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

export function BadgesRoute() {
  usePageMeta(t("shell.badgesTitle"), t("shell.badgesDescription"));
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Screen>
      <h1 className="flex items-center gap-3 text-3xl font-black sm:text-4xl">
        <span aria-hidden="true" className="font-emoji">
          🏅
        </span>
        {t("shell.badgesHeading")}
      </h1>
      <p className="mt-1 text-lg font-semibold text-ink-soft">{t("shell.badgesSubtitle")}</p>
      <BadgesBoard userId={user.id} />
    </Screen>
  );
}
