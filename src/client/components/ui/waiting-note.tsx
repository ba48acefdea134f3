import { t } from "../../lib/i18n";

/** "Waiting to send": an entry (or its change) is on this phone until the server has it. */
export function WaitingNote({ className = "mt-2" }: { className?: string }) {
  return (
    <p
      className={`${className} inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-3 py-1 text-sm font-black text-sky-900`}
    >
      <span aria-hidden="true" className="font-emoji">
        ⏳
      </span>
      {t("ui.waitingToSend")}
    </p>
  );
}
