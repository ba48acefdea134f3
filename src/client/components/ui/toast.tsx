import { CircleAlert, PartyPopper, X } from "lucide-react";
import { Toast } from "radix-ui";
import { t } from "../../lib/i18n";
import { type ToastItem, useToast } from "./use-toast";

const variantClasses = {
  default: "border-ink bg-white text-ink",
  destructive: "on-dark border-red-900 bg-red-700 text-white",
} as const;

function ToastCard({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const variant = item.variant ?? "default";
  const Icon = variant === "destructive" ? CircleAlert : PartyPopper;
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      duration={item.duration}
      type={variant === "destructive" ? "foreground" : "background"}
      className={`toast-root pointer-events-auto flex w-full items-start gap-3 rounded-3xl border-[3px] p-4 pr-3 shadow-card ${variantClasses[variant]}`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-7 shrink-0 ${variant === "destructive" ? "text-white" : "text-brand-600"}`}
      />
      <div className="min-w-0 flex-1">
        <Toast.Title className="text-lg leading-snug font-extrabold">{item.title}</Toast.Title>
        {item.description ? (
          <Toast.Description className="mt-0.5 text-base leading-snug font-semibold opacity-95">
            {item.description}
          </Toast.Description>
        ) : null}
      </div>
      <Toast.Close
        aria-label={t("common.closeNotification")}
        className="grid size-12 shrink-0 place-items-center rounded-2xl hover:bg-black/10"
      >
        <X aria-hidden="true" className="size-6" />
      </Toast.Close>
    </Toast.Root>
  );
}

/**
 * The toast region. Radix defaults give the SPEC 9 behaviour: 5000 ms on screen, swipe right
 * past 50 px to dismiss, F8 focuses the region. Loaded with the first toast (./toaster).
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} onClose={() => dismiss(item.id)} />
      ))}
      {/* Above the bottom tabs, never over the header's avatar and name (ADR 043); at the top
          while a dialog is open (styles.css, ADR 046). */}
      <Toast.Viewport className="toast-viewport pointer-events-none fixed right-0 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-[100] flex w-full flex-col gap-2 p-3 outline-none sm:bottom-28 sm:max-w-md sm:p-5" />
    </Toast.Provider>
  );
}
