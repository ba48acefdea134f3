import { useParams } from "wouter";
import { Screen } from "../../components/layout/screen";
import { MagnifierSpinner } from "../../components/ui/spinner";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { useCases } from "../../features/cases/api/get-cases";
import { CaseFile } from "../../features/cases/components/case-file";
import { CaseAsks } from "../../features/reminders/components/case-asks";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";
import { todayLocalDate } from "../../lib/time";
import { NotFoundRoute } from "./not-found";

/** /app/cases/:id: a case's plan and days while open, its verdict once closed. */
export function CaseFileRoute() {
  usePageMeta(t("shell.caseFileTitle"), t("shell.caseFileDescription"));
  const { id } = useParams<{ id: string }>();
  const { user } = useAuth();
  const cases = useCases(user?.id ?? "");
  if (!user) return null;
  if (cases.isPending) {
    return (
      <Screen>
        <div role="status" className="mt-10 flex flex-col items-center gap-4">
          <MagnifierSpinner />
          <p className="text-lg font-black">{t("shell.openingCaseFile")}</p>
        </div>
      </Screen>
    );
  }
  const kase = cases.data?.cases.find((c) => c.id === id);
  if (!kase) return <NotFoundRoute />;
  const today = cases.data?.today?.date ?? todayLocalDate();
  return (
    <Screen>
      <CaseFile kase={kase} today={today} />
      {kase.status === "open" ? (
        <div className="mt-6">
          <CaseAsks userId={user.id} />
        </div>
      ) : null}
    </Screen>
  );
}
