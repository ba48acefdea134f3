import { lazy, Suspense, useState } from "react";
import type { TummyCheck } from "../../../../contracts/tummy-checks";
import { BATHROOM_EVENTS } from "../../../../domain/bathroom";
import { FEELINGS } from "../../../../domain/feelings";
import { bathroomWord, feelingWord } from "../../../../i18n/words/diary-labels";
import { EntryActions, EntryCard } from "../../../components/ui/entry-card";
import { toast } from "../../../components/ui/use-toast";
import { WaitingNote } from "../../../components/ui/waiting-note";
import { t } from "../../../lib/i18n";
import { notifyError } from "../../../lib/notify";
import { formatClock } from "../../../lib/time";
import { DELETE_TUMMY_CHECK_FAILED, useDeleteTummyCheck } from "../api/delete-tummy-check";
import { ChildStoolChip } from "./stool-pictures";
import { feelingTint } from "./tummy-options";

// The inline editor and its form library load on the first Edit (ADR 043).
const TummyCheckEditForm = lazy(() =>
  import("./tummy-check-edit-form").then((m) => ({ default: m.TummyCheckEditForm })),
);

function feelingEmoji(stored: string): string {
  return FEELINGS.find((f) => f.value === stored)?.emoji ?? "🙂";
}

/** A bathroom event as a small chip. */
export function BathroomChip({ event }: { event: string }) {
  const emoji = BATHROOM_EVENTS.find((e) => e.value === event)?.emoji ?? "🚽";
  return (
    <span className="inline-flex min-h-9 items-center gap-1.5 rounded-full border-2 border-sky-300 bg-sky-50 px-3 text-sm font-extrabold text-sky-950">
      <span aria-hidden="true" className="font-emoji">
        {emoji}
      </span>
      {bathroomWord(t, event)}
    </span>
  );
}

/** A check's stool as the child told it: the children's picture they chose, else the event. */
export function StoolChip({
  check,
}: {
  check: Pick<TummyCheck, "bathroomEvent" | "childStoolType">;
}) {
  if (check.childStoolType) return <ChildStoolChip type={check.childStoolType} />;
  return check.bathroomEvent ? <BathroomChip event={check.bathroomEvent} /> : null;
}

/**
 * A tummy check in Today's Detective Log: view, inline edit of feeling, bathroom type (the
 * children's pictures for a child under 8, `childScale`) and time, delete; `waiting` when an
 * edit of it is on this phone, not yet on the server (ADR 049).
 */
export function TummyCheckEntry({
  check,
  waiting = false,
  childScale = false,
  readOnly = false,
}: {
  check: TummyCheck;
  waiting?: boolean;
  childScale?: boolean;
  /** No Edit and Delete, for a login that may not change it (ADR 065). */
  readOnly?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const deletion = useDeleteTummyCheck();
  const clock = formatClock(check.timestamp);
  const feeling = feelingWord(t, check.feeling);

  return (
    <EntryCard
      time={clock}
      dateTime={check.timestamp}
      emoji={feelingEmoji(check.feeling)}
      tint={feelingTint(check.feeling)}
      kicker={t("tummyCheck.kicker")}
      title={feeling}
      label={t(waiting ? "tummyCheck.entryLabelWaiting" : "tummyCheck.entryLabel", {
        time: clock,
      })}
    >
      {waiting ? <WaitingNote /> : null}
      {editing ? (
        <Suspense fallback={null}>
          <TummyCheckEditForm
            check={check}
            childScale={childScale}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      ) : (
        <>
          {check.bathroomEvent || check.childStoolType ? (
            <p className="mt-3">
              <StoolChip check={check} />
            </p>
          ) : null}
          {check.loggedByName ? (
            <p className="mt-2 text-sm font-bold text-ink-soft">
              {t("tummyCheck.reportedBy", { name: check.loggedByName })}
            </p>
          ) : null}
          <EntryActions
            what={t("tummyCheck.what")}
            readOnly={readOnly}
            onEdit={() => setEditing(true)}
            deleting={deletion.isPending}
            onDelete={() =>
              deletion.mutate(check.id, {
                onSuccess: () =>
                  toast({
                    title: t("tummyCheck.deletedTitle"),
                    description: t("tummyCheck.deletedDescription"),
                  }),
                onError: () => notifyError(DELETE_TUMMY_CHECK_FAILED),
              })
            }
          />
        </>
      )}
    </EntryCard>
  );
}
