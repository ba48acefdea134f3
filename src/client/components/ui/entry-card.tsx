import { Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { t } from "../../lib/i18n";
import { Button } from "./button";
import { ConfirmPanel } from "./confirm-panel";
import { BusyIcon } from "./spinner";

/**
 * One entry of a timeline: a dot on the rail, and a card with an emoji badge, the title and the
 * time, then its details. Lives in an <ol> that draws the rail (see TIMELINE_RAIL).
 */
export function EntryCard({
  time,
  dateTime,
  emoji,
  tint,
  kicker,
  title,
  label,
  children,
}: {
  time: string;
  dateTime: string;
  emoji: string;
  tint: string;
  /** A small word above the title, e.g. "Tummy Check". */
  kicker?: string;
  title: string;
  /** The accessible name of the entry, e.g. "Breakfast at 8:30 am". */
  label: string;
  children: ReactNode;
}) {
  return (
    <li aria-label={label} className="relative pl-6">
      <span
        aria-hidden="true"
        className={`absolute top-6 left-0 size-4 rounded-full border-[3px] border-ink ${tint}`}
      />
      <div className="rounded-3xl border-[3px] border-ink/15 bg-white p-3 shadow-[0_4px_0_0_rgb(31_27_58/0.08)] sm:p-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className={`grid size-11 shrink-0 place-items-center rounded-2xl border-[3px] border-ink font-emoji text-2xl ${tint}`}
          >
            {emoji}
          </span>
          <p className="min-w-0 flex-1 leading-tight">
            {kicker ? (
              <span className="block text-xs font-black tracking-wide text-ink-soft uppercase">
                {kicker}
              </span>
            ) : null}
            <span className="block text-lg font-black">{title}</span>
          </p>
          <time
            dateTime={dateTime}
            className="shrink-0 rounded-full bg-ink/5 px-2.5 py-1 text-sm font-black text-ink-soft"
          >
            {time}
          </time>
        </div>
        {children}
      </div>
    </li>
  );
}

/** Classes of the <ol> holding EntryCards: spacing and the rail their dots sit on. */
export const TIMELINE_RAIL =
  "relative space-y-3 before:absolute before:top-3 before:bottom-3 before:left-1.5 before:w-1 before:rounded-full before:bg-ink/10";

/** Edit and Delete for an entry; Delete asks once more before it removes anything. */
export function EntryActions({
  what,
  onEdit,
  onDelete,
  deleting,
  readOnly = false,
}: {
  /** "meal", "tummy check": used in the button names and the question. */
  what: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** For a login that may not change this entry (a viewer, ADR 065): no buttons at all. */
  readOnly?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);

  if (readOnly) return null;

  if (confirming || deleting) {
    return (
      <ConfirmPanel
        question={t("ui.deleteForGood", { what })}
        onKeep={() => setConfirming(false)}
        onConfirm={onDelete}
        busy={deleting}
      />
    );
  }

  return (
    <div className="mt-3 flex gap-2">
      <Button variant="outline" size="sm" className="flex-1 sm:flex-none sm:px-8" onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" strokeWidth={2.75} />
        {t("ui.edit")} <span className="sr-only">{what}</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50 active:bg-red-100"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="size-5" strokeWidth={2.5} />
        {t("ui.delete")} <span className="sr-only">{what}</span>
      </Button>
    </div>
  );
}

/**
 * The buttons under an entry's inline editor: Cancel, and 'Save changes' that turns while the
 * edit is saved; the caller shows the 'Case notes updated!' toast and closes the editor.
 */
export function EditActions({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" onClick={onCancel}>
        {t("ui.cancel")}
      </Button>
      <Button type="submit" size="sm" className="flex-1" disabled={pending}>
        <BusyIcon busy={pending} size="size-5" />
        {t("ui.saveChanges")}
      </Button>
    </div>
  );
}

/** The toast of a saved inline edit ('Case notes updated!'), naming what was fixed up. */
export function editSavedToast(what: string): { title: string; description: string } {
  return { title: t("ui.editSaved"), description: t("ui.editSavedText", { what }) };
}
