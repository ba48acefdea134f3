import { Screen } from "../../components/layout/screen";
import { LogoutButton } from "../../features/auth/components/logout-button";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { CaseFileGrid } from "../../features/dashboard/components/case-file-grid";
import { HomeHeader } from "../../features/dashboard/components/home-header";
import { usePageMeta } from "../../lib/page-meta";

export function DashboardRoute() {
  usePageMeta(
    "Detective Dashboard",
    "Your Tummy Detective home base: today's mission, meals, drinks, tummy checks, sleep, points, streak and badges in one case file.",
  );
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Screen>
      <HomeHeader user={user} logout={<LogoutButton variant="on-dark" className="w-full" />} />
      <CaseFileGrid />
    </Screen>
  );
}
