import { LogOut, UserMinus } from "lucide-react";
import type { FamilyResponse } from "../../../../contracts/family";
import { DetectiveAvatar } from "../../../components/detective-avatar";
import { Button } from "../../../components/ui/button";
import { friendlyMessage } from "../../../lib/api-client";
import { t } from "../../../lib/i18n";
import { useRemoveMember } from "../api/remove-member";
import { JoinCodeMaker } from "./join-code-maker";
import { roleLabel } from "./role-words";

type FamilyEntry = FamilyResponse["children"][number];

/** One child on Family settings: your role, and for an owner its members and a join code. */
export function ChildFamilyCard({ child, accountId }: { child: FamilyEntry; accountId: string }) {
  const remove = useRemoveMember();
  const owner = child.role === "owner";
  return (
    <section
      aria-label={t("family.childFamily", { name: child.username })}
      className="rounded-3xl border-[3px] border-ink bg-paper p-4 shadow-card sm:p-6"
    >
      <div className="flex items-center gap-3">
        <DetectiveAvatar config={child.avatarConfig} size="md" />
        <div>
          <h2 className="text-2xl leading-tight font-black">{child.username}</h2>
          <p className="font-bold text-ink-soft">
            {child.role === "self"
              ? t("family.yourOwnDiary")
              : t("family.youAre", { role: child.role })}
            {child.hasLogin ? "" : t("family.noOwnLogin")}
          </p>
        </div>
      </div>
      {child.members ? (
        <>
          <h3 className="mt-4 font-black">{t("family.members")}</h3>
          <ul className="mt-2 divide-y-2 divide-ink/10">
            {child.members.map((member) => (
              <li key={member.accountId} className="flex items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-black">{member.name}</span>
                  {member.isYou ? (
                    <span className="font-bold text-ink-soft">{t("family.you")}</span>
                  ) : null}
                  <span className="block text-sm font-bold text-ink-soft">
                    {member.role === "self" ? t("family.childsOwnLogin") : roleLabel(member.role)}
                  </span>
                </span>
                {owner && !member.isYou && member.kind === "grown-up" ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate({ childId: child.id, accountId: member.accountId })
                    }
                    aria-label={t("family.removeMember", { name: member.name })}
                  >
                    <UserMinus aria-hidden="true" className="size-4" strokeWidth={2.5} />
                    {t("family.remove")}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {owner ? (
        <div className="mt-4 border-t-2 border-ink/10 pt-4">
          <JoinCodeMaker
            childId={child.id}
            childName={child.username}
            roles={["carer", "viewer", "owner"]}
          />
        </div>
      ) : null}
      <div className="mt-4 border-t-2 border-ink/10 pt-4">
        <Button
          variant="ghost"
          size="sm"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t("family.leaveConfirm", { name: child.username }))) {
              remove.mutate({ childId: child.id, accountId });
            }
          }}
        >
          <LogOut aria-hidden="true" className="size-4" strokeWidth={2.5} />
          {t("family.leaveDiary", { name: child.username })}
        </Button>
        {remove.error ? (
          <p role="alert" className="mt-2 font-bold text-red-700">
            {friendlyMessage(remove.error, t("family.didNotWork"))}
          </p>
        ) : null}
      </div>
    </section>
  );
}
