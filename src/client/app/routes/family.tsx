import { Screen } from "../../components/layout/screen";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { useFamily } from "../../features/family/api/get-family";
import { AddChildForm } from "../../features/family/components/add-child-form";
import { ChildFamilyCard } from "../../features/family/components/child-family-card";
import { DeleteLogin } from "../../features/family/components/delete-login";
import { FamilyCard } from "../../features/family/components/family-start";
import { JoinCodeMaker } from "../../features/family/components/join-code-maker";
import { JoinFamilyForm } from "../../features/family/components/join-family-form";
import { LanguageSetting } from "../../features/users/components/language-setting";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

/** A grown-up's Family settings (ADR 065): children, members and roles, codes, leaving. */
function GrownUpFamily({ accountId }: { accountId: string }) {
  const family = useFamily();
  return (
    <div className="space-y-5">
      {family.isPending ? <p className="font-bold text-ink-soft">{t("family.loading")}</p> : null}
      {family.data?.children.map((child) => (
        <ChildFamilyCard key={child.id} child={child} accountId={accountId} />
      ))}
      <div className="grid gap-5 md:grid-cols-2">
        <FamilyCard title={t("family.addChildTitle")} emoji="🧒">
          <p className="mb-3 font-semibold text-ink-soft">{t("family.addChildIntro")}</p>
          <AddChildForm accountId={accountId} />
        </FamilyCard>
        <FamilyCard title={t("family.joinTitle")} emoji="🔑">
          <p className="mb-3 font-semibold text-ink-soft">{t("family.joinIntro")}</p>
          <JoinFamilyForm accountId={accountId} />
        </FamilyCard>
      </div>
      <LanguageSetting accountId={accountId} />
      <DeleteLogin />
    </div>
  );
}

/** A child's own login, in grown-up mode: a code that makes a grown-up an owner of this diary. */
function InviteGrownUp({ childId, name }: { childId: string; name: string }) {
  return (
    <FamilyCard title={t("family.inviteTitle")} emoji="🧑‍🍼">
      <p className="mb-3 font-semibold text-ink-soft">{t("family.inviteIntro")}</p>
      <JoinCodeMaker childId={childId} childName={name} roles={["owner"]} />
    </FamilyCard>
  );
}

export function FamilyRoute() {
  usePageMeta(t("family.pageTitle"), t("family.pageDescription"));
  const { account } = useAuth();
  if (!account) return null;
  return (
    <Screen>
      <h1 className="text-3xl font-black sm:text-4xl">{t("family.pageTitle")}</h1>
      <p className="mt-1 mb-5 font-bold text-ink-soft">{t("family.rolesIntro")}</p>
      {account.kind === "grown-up" ? (
        <GrownUpFamily accountId={account.id} />
      ) : (
        <InviteGrownUp childId={account.id} name={account.username} />
      )}
    </Screen>
  );
}
