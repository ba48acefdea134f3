import { Screen } from "../../components/layout/screen";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { useFamily } from "../../features/family/api/get-family";
import { AddChildForm } from "../../features/family/components/add-child-form";
import { ChildFamilyCard } from "../../features/family/components/child-family-card";
import { DeleteLogin } from "../../features/family/components/delete-login";
import { FamilyCard } from "../../features/family/components/family-start";
import { JoinCodeMaker } from "../../features/family/components/join-code-maker";
import { JoinFamilyForm } from "../../features/family/components/join-family-form";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

/** A grown-up's Family settings (ADR 065): children, members and roles, codes, leaving. */
function GrownUpFamily({ accountId }: { accountId: string }) {
  const family = useFamily();
  return (
    <div className="space-y-5">
      {family.isPending ? <p className="font-bold text-ink-soft">Loading the family…</p> : null}
      {family.data?.children.map((child) => (
        <ChildFamilyCard key={child.id} child={child} accountId={accountId} />
      ))}
      <div className="grid gap-5 md:grid-cols-2">
        <FamilyCard title="Add a child" emoji="🧒">
          <p className="mb-3 font-semibold text-ink-soft">
            For a child too young for a login: you keep the diary for them.
          </p>
          <AddChildForm accountId={accountId} />
        </FamilyCard>
        <FamilyCard title="Join a family" emoji="🔑">
          <p className="mb-3 font-semibold text-ink-soft">
            Another grown-up makes a code on their Family settings.
          </p>
          <JoinFamilyForm accountId={accountId} />
        </FamilyCard>
      </div>
      <DeleteLogin />
    </div>
  );
}

/** A child's own login, in grown-up mode: a code that makes a grown-up an owner of this diary. */
function InviteGrownUp({ childId, name }: { childId: string; name: string }) {
  return (
    <FamilyCard title="Invite a grown-up" emoji="🧑‍🍼">
      <p className="mb-3 font-semibold text-ink-soft">
        A parent or carer with their own login can keep this diary with you. Make a code, then they
        type it under "Join a family". The code needs the parent code first.
      </p>
      <JoinCodeMaker childId={childId} childName={name} roles={["owner"]} />
    </FamilyCard>
  );
}

export function FamilyRoute() {
  usePageMeta(t("shell.familyTitle"), t("shell.familyDescription"));
  const { account } = useAuth();
  if (!account) return null;
  return (
    <Screen>
      <h1 className="text-3xl font-black sm:text-4xl">Family</h1>
      <p className="mt-1 mb-5 font-bold text-ink-soft">
        Owners can do everything; carers log and read; viewers only read.
      </p>
      {account.kind === "grown-up" ? (
        <GrownUpFamily accountId={account.id} />
      ) : (
        <InviteGrownUp childId={account.id} name={account.username} />
      )}
    </Screen>
  );
}
