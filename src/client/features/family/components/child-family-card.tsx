import { LogOut, UserMinus } from "lucide-react";
import type { FamilyResponse } from "../../../../contracts/family";
import { DetectiveAvatar } from "../../../components/detective-avatar";
import { Button } from "../../../components/ui/button";
import { friendlyMessage } from "../../../lib/api-client";
import { useRemoveMember } from "../api/remove-member";
import { JoinCodeMaker } from "./join-code-maker";
import { ROLE_LABEL } from "./role-words";

type FamilyEntry = FamilyResponse["children"][number];

/** One child on Family settings: your role, and for an owner its members and a join code. */
export function ChildFamilyCard({ child, accountId }: { child: FamilyEntry; accountId: string }) {
  const remove = useRemoveMember();
  const owner = child.role === "owner";
  return (
    <section
      aria-label={`${child.username}'s family`}
      className="rounded-3xl border-[3px] border-ink bg-paper p-4 shadow-card sm:p-6"
    >
      <div className="flex items-center gap-3">
        <DetectiveAvatar config={child.avatarConfig} size="md" />
        <div>
          <h2 className="text-2xl leading-tight font-black">{child.username}</h2>
          <p className="font-bold text-ink-soft">
            {child.role === "self"
              ? "Your own diary"
              : `You are ${child.role === "owner" ? "an owner" : `a ${child.role}`}`}
            {child.hasLogin ? "" : " · no login of their own"}
          </p>
        </div>
      </div>
      {child.members ? (
        <>
          <h3 className="mt-4 font-black">Members</h3>
          <ul className="mt-2 divide-y-2 divide-ink/10">
            {child.members.map((member) => (
              <li key={member.accountId} className="flex items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-black">{member.name}</span>
                  {member.isYou ? <span className="font-bold text-ink-soft"> (you)</span> : null}
                  <span className="block text-sm font-bold text-ink-soft">
                    {member.role === "self" ? "The child's own login" : ROLE_LABEL[member.role]}
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
                    aria-label={`Remove ${member.name}`}
                  >
                    <UserMinus aria-hidden="true" className="size-4" strokeWidth={2.5} />
                    Remove
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
            if (window.confirm(`Leave ${child.username}'s diary? You will not see it any more.`)) {
              remove.mutate({ childId: child.id, accountId });
            }
          }}
        >
          <LogOut aria-hidden="true" className="size-4" strokeWidth={2.5} />
          Leave {child.username}'s diary
        </Button>
        {remove.error ? (
          <p role="alert" className="mt-2 font-bold text-red-700">
            {friendlyMessage(remove.error, "That did not work. Try again.")}
          </p>
        ) : null}
      </div>
    </section>
  );
}
