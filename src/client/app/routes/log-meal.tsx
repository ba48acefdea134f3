import { useLocation } from "wouter";
import { DEFAULT_QUICK_ADD_FOODS, QUICK_ADD_COUNT } from "../../../domain/quick-add";
import { PageFormCard } from "../../components/layout/page-form-card";
import { Screen } from "../../components/layout/screen";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { useDiarySummary } from "../../features/meals/api/get-diary-summary";
import { MealForm } from "../../features/meals/components/meal-form";
import { announceMeal } from "../../features/meals/components/meal-log-modal";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

/** The Save bar sits above the bottom tabs (a bar on phones, a floating card from sm up). */
const ABOVE_BOTTOM_NAV = "bottom-[5rem] sm:bottom-[6.5rem]";

export function LogMealRoute() {
  usePageMeta(t("meals.logTitle"), t("meals.pageDescription"));
  const { user } = useAuth();
  if (!user) return null;
  return <LogMealScreen userId={user.id} />;
}

/** SPEC 2: the meal form on its own page, for the signed-in detective, logged as "now". */
function LogMealScreen({ userId }: { userId: string }) {
  const [, navigate] = useLocation();
  const summary = useDiarySummary(userId).data;
  const quickAdd = summary?.quickAddFoods ?? DEFAULT_QUICK_ADD_FOODS.slice(0, QUICK_ADD_COUNT);
  return (
    <Screen>
      <PageFormCard
        emoji="🍽️"
        title={t("meals.logTitle")}
        subtitle={t("meals.logDescription")}
        tint="bg-orange-200"
      >
        <MealForm
          userId={userId}
          quickAddFoods={quickAdd}
          withTimePicker={false}
          actionsClassName={ABOVE_BOTTOM_NAV}
          onSaved={(meal) => {
            announceMeal(meal);
            navigate("/app");
          }}
        />
      </PageFormCard>
    </Screen>
  );
}
