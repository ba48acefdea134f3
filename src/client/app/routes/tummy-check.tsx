import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { PageFormCard } from "../../components/layout/page-form-card";
import { Screen } from "../../components/layout/screen";
import { toast } from "../../components/ui/use-toast";
import { meQueryKey } from "../../features/auth/api/me";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { useParentMode } from "../../features/parent/api/parent-mode";
import { SAVE_TUMMY_CHECK_FAILED } from "../../features/tummy-checks/api/create-tummy-check";
import { TummyCheckForm } from "../../features/tummy-checks/components/tummy-check-form";
import {
  announceTummyCheck,
  tummyCheckIntro,
} from "../../features/tummy-checks/components/tummy-check-modal";
import { ApiError } from "../../lib/api-client";
import { t } from "../../lib/i18n";
import { notifyError } from "../../lib/notify";
import { usePageMeta } from "../../lib/page-meta";

/** The Save bar sits above the bottom tabs. */
const ABOVE_BOTTOM_NAV = "bottom-[5rem] sm:bottom-[6.5rem]";

/** SPEC 2/8: the standalone tummy check; saves, then goes to /. */
export function TummyCheckRoute() {
  usePageMeta(t("tummyCheck.title"), t("tummyCheck.pageDescription"));
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { on: parentMode } = useParentMode(user?.id ?? "");
  const child = {
    id: user?.id ?? "",
    name: user?.username ?? "",
    age: user?.age ?? null,
    parentMode,
  };

  return (
    <Screen>
      <PageFormCard
        emoji="🕵️"
        title={t("tummyCheck.title")}
        subtitle={tummyCheckIntro(child)}
        tint="bg-emerald-200"
      >
        <TummyCheckForm
          actionsClassName={ABOVE_BOTTOM_NAV}
          child={child}
          onBeforeSave={() => {
            if (user) return true;
            toast({ title: t("tummyCheck.pleaseLogIn"), variant: "destructive" });
            navigate("/login");
            return false;
          }}
          onSaved={(check) => {
            announceTummyCheck(check);
            navigate("/");
          }}
          onFailed={(error) => {
            if (error instanceof ApiError && error.status === 401) {
              toast({ title: t("tummyCheck.sessionExpired"), variant: "destructive" });
              // The auth check now answers 401, and the signed-in frame sends the visitor to /login.
              void queryClient.invalidateQueries({ queryKey: meQueryKey });
              return;
            }
            notifyError(SAVE_TUMMY_CHECK_FAILED);
          }}
        />
      </PageFormCard>
    </Screen>
  );
}
