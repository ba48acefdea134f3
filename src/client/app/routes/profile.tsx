import { House } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { PublicUser } from "../../../contracts/auth";
import { Screen } from "../../components/layout/screen";
import { buttonClasses } from "../../components/ui/button";
import { MagnifierSpinner } from "../../components/ui/spinner";
import { LogoutButton } from "../../features/auth/components/logout-button";
import { useAuth } from "../../features/auth/hooks/use-auth";
import { useParentMode } from "../../features/parent/api/parent-mode";
import { ParentCodePrompt } from "../../features/parent/components/parent-code-prompt";
import { ParentCodeSettings } from "../../features/parent/components/parent-code-settings";
import { useUser } from "../../features/users/api/get-user";
import { AvatarCustomizer } from "../../features/users/components/avatar-customizer";
import { DeleteAccount } from "../../features/users/components/delete-account";
import { LanguageSetting } from "../../features/users/components/language-setting";
import { ProfileCard } from "../../features/users/components/profile-card";
import { ProfileInfo } from "../../features/users/components/profile-info";
import { ReadAloudSetting } from "../../features/users/components/read-aloud-setting";
import { SecretCode } from "../../features/users/components/secret-code";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

export function ProfileRoute() {
  usePageMeta(t("profile.pageTitle"), t("profile.pageDescription"));
  const { user } = useAuth();
  if (!user) return null;
  return <Profile userId={user.id} />;
}

function Profile({ userId }: { userId: string }) {
  const query = useUser(userId);
  if (!query.data) {
    return (
      <Screen>
        <div role="status" className="mt-16 flex flex-col items-center gap-4 text-center">
          <MagnifierSpinner />
          <p className="text-lg font-black">{t("profile.loading")}</p>
        </div>
      </Screen>
    );
  }
  return <ProfileScreen user={query.data} />;
}

function ProfileScreen({ user }: { user: PublicUser }) {
  const { account } = useAuth();
  const [customizing, setCustomizing] = useState(false);
  // Deleting the account is the parent's (ADR 056): the code is asked before the form.
  const parent = useParentMode(user.id);
  const askCode =
    parent.state?.hasParentCode && !parent.on ? (
      <ParentCodePrompt userId={user.id} action={t("profile.continue")} />
    ) : null;
  return (
    <Screen>
      <ProfileCard user={user} onEditAvatar={() => setCustomizing(true)} />
      <ProfileInfo user={user} />
      <ReadAloudSetting user={user} />
      {account ? <LanguageSetting accountId={account.id} /> : null}
      <SecretCode userId={user.id} />
      <ParentCodeSettings userId={user.id} />
      <DeleteAccount user={user} parentCodeFirst={askCode} />
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Link href="/app" className={buttonClasses({ variant: "outline", block: true })}>
          <House aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {t("profile.home")}
        </Link>
        <LogoutButton className="w-full" />
      </div>
      <AvatarCustomizer open={customizing} onOpenChange={setCustomizing} user={user} />
    </Screen>
  );
}
