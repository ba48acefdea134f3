import { Volume2 } from "lucide-react";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { t } from "../lib/i18n";
import {
  readAloud,
  readAloudWhenReady,
  setYoungReader,
  stopReading,
  subscribeVoices,
  voiceState,
} from "../lib/read-aloud";

/** Whether the screens of this child read their first question when they open (ADR 066). */
const ReadOnOpening = createContext(false);

/** Screens inside read their first question on opening when `on` (a child under 8). */
export function ReadAloudScope({ on, children }: { on: boolean; children: ReactNode }) {
  useEffect(() => {
    setYoungReader(on);
    return () => setYoungReader(false);
  }, [on]);
  return <ReadOnOpening.Provider value={on}>{children}</ReadOnOpening.Provider>;
}

/** The words shown when the device has no voice for the page's language. */
export const noVoiceText = () => t("ui.noVoice");

/**
 * A speaker button beside a question: reads `text` (the question and its answers) with the
 * device's own voice. With `onOpening`, a young child's screen reads it when it opens. When the
 * device has no voice, the tapped button says so and every speaker button hides.
 */
export function ReadAloudButton({
  text,
  onOpening = false,
  className = "",
}: {
  text: string;
  onOpening?: boolean;
  className?: string;
}) {
  const state = useSyncExternalStore(subscribeVoices, voiceState, () => "unknown" as const);
  const readsOnOpening = useContext(ReadOnOpening) && onOpening;
  const [told, setTold] = useState(false);
  // The text a screen opened with is the one read on opening, once.
  const opening = useRef(text);
  useEffect(() => {
    if (!readsOnOpening) return;
    const giveUp = readAloudWhenReady(opening.current);
    return () => {
      giveUp();
      stopReading();
    };
  }, [readsOnOpening]);

  if (state === "none") {
    return told ? (
      <p role="status" className={`text-sm font-bold text-ink-soft ${className}`}>
        {noVoiceText()}
      </p>
    ) : null;
  }
  return (
    <button
      type="button"
      aria-label={t("ui.readAloud")}
      title={t("ui.readAloud")}
      onClick={() => {
        if (!readAloud(text)) setTold(true);
      }}
      className={`pressable inline-grid size-12 shrink-0 place-items-center rounded-full border-[3px] border-ink/20 bg-white text-ink outline-none hover:border-ink/50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink ${className}`}
    >
      <Volume2 aria-hidden="true" className="size-6" strokeWidth={2.5} />
    </button>
  );
}
