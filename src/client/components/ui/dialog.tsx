import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { type ReactNode, useEffect, useRef } from "react";
import { t } from "../../lib/i18n";
import { dismissToast } from "./use-toast";

interface GameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  emoji: string;
  /** Background of the emoji badge, e.g. "bg-orange-200". */
  tint?: string;
  children: ReactNode;
}

/**
 * A Radix dialog that is a bottom sheet on phones (thumb reach, above the bottom tabs) and a
 * centred card on wider screens. The body scrolls; forms put their actions in <DialogActions>.
 */
export function GameDialog({
  open,
  onOpenChange,
  title,
  description,
  emoji,
  tint = "bg-sunny-300",
  children,
}: GameDialogProps) {
  // A toast on screen when a dialog opens is about what came before: it goes, so it never
  // covers the new form (toasts raised while the dialog is open show at its top, ADR 046).
  useEffect(() => {
    if (open) dismissToast();
  }, [open]);
  // Radix gives focus back to a Dialog.Trigger on close; these dialogs are opened by the
  // screen's own buttons, so without this the focus fell to the page's body (after Save pressed
  // with the keyboard, too): it goes back to what had it when the dialog opened.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-ink/55 backdrop-blur-[2px]" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            // Still the opener: Radix moves focus into the dialog right after this.
            const active = document.activeElement;
            opener.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            if (!back?.isConnected) return;
            event.preventDefault();
            back.focus();
          }}
          // Without a description Radix wants an explicit undefined, else it warns.
          {...(description ? {} : { "aria-describedby": undefined })}
          className="dialog-content fixed inset-x-0 bottom-0 z-50 flex max-h-[94dvh] flex-col rounded-t-[2rem] border-[3px] border-b-0 border-ink bg-paper shadow-card outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90dvh] sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[2rem] sm:border-b-[3px]"
        >
          <span
            aria-hidden="true"
            className="mx-auto mt-2 h-1.5 w-12 shrink-0 rounded-full bg-ink/20 sm:hidden"
          />
          <header className="flex items-center gap-3 border-b-2 border-ink/10 px-4 pt-2 pb-3 sm:px-6 sm:pt-5">
            <span
              aria-hidden="true"
              className={`grid size-12 shrink-0 -rotate-3 place-items-center rounded-2xl border-[3px] border-ink font-emoji text-2xl ${tint}`}
            >
              {emoji}
            </span>
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-[1.35rem] leading-tight font-black sm:text-2xl">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm leading-snug font-bold text-ink-soft">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label={t("ui.close")}
              className="grid size-12 shrink-0 place-items-center rounded-2xl text-ink hover:bg-brand-50"
            >
              <X aria-hidden="true" className="size-7" strokeWidth={2.75} />
            </RadixDialog.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-4 sm:px-6">
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The action bar of a form: sticks to the bottom of a dialog (or, on a page, above the bottom
 * tabs via `className`) so Save is always under the thumb.
 */
export function DialogActions({
  children,
  className = "bottom-0",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`sticky z-10 -mx-4 mt-6 border-t-2 border-ink/10 bg-paper/95 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur-sm sm:-mx-6 sm:px-6 ${className}`}
    >
      {children}
    </div>
  );
}
