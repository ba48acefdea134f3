import { t } from "../../../lib/i18n";
import { useAuth } from "../../auth/hooks/use-auth";
import { AddChildForm } from "./add-child-form";
import { JoinFamilyForm } from "./join-family-form";

/** A paper card with a title, for the family screens. */
export function FamilyCard({
  title,
  emoji,
  children,
}: {
  title: string;
  emoji: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-3xl border-[3px] border-ink bg-paper p-4 shadow-card sm:p-6">
      <h2 className="mb-4 flex items-center gap-2 text-xl font-black">
        <span aria-hidden="true" className="font-emoji">
          {emoji}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A grown-up with no child yet: add one, or join a family with a code. */
export function FamilyStart() {
  const { account } = useAuth();
  if (account?.kind !== "grown-up") return null;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 pt-6 pb-10 sm:px-6">
      <h1 className="text-3xl font-black">{t("family.welcome", { name: account.username })}</h1>
      <p className="mt-1 font-bold text-ink-soft">{t("family.startIntro")}</p>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <FamilyCard title={t("family.addChildTitle")} emoji="🧒">
          <AddChildForm accountId={account.id} />
        </FamilyCard>
        <FamilyCard title={t("family.joinTitle")} emoji="🔑">
          <JoinFamilyForm accountId={account.id} />
        </FamilyCard>
      </div>
    </main>
  );
}
