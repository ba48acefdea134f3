import { useEffect, useRef } from "react";
import { Button } from "./button";
import { BusyIcon } from "./spinner";

/**
 * The app's one way to ask before something that cannot be undone (a delete, closing a case):
 * a question in place, "Keep it" focused first, and the red answer that turns while it runs.
 */
export function ConfirmPanel({
  question,
  confirmLabel = "Yes, delete",
  keepLabel = "Keep it",
  onKeep,
  onConfirm,
  busy,
}: {
  question: string;
  confirmLabel?: string;
  keepLabel?: string;
  onKeep: () => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keepRef.current?.focus();
  }, []);
  return (
    <fieldset className="mt-3 rounded-2xl border-2 border-red-200 bg-red-50 p-3">
      <legend className="float-left w-full font-extrabold text-red-900">{question}</legend>
      <div className="clear-both flex gap-2 pt-2">
        <Button ref={keepRef} variant="outline" size="sm" onClick={onKeep}>
          {keepLabel}
        </Button>
        <Button variant="danger" size="sm" className="flex-1" disabled={busy} onClick={onConfirm}>
          <BusyIcon busy={busy} size="size-5" />
          {confirmLabel}
        </Button>
      </div>
    </fieldset>
  );
}
