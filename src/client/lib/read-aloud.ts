/**
 * Reading questions aloud with the browser's own speechSynthesis (ADR 066). Only voices that
 * speak on the device (`localService`) and in the page's language are used: nothing leaves the
 * device. Whether a voice exists is known once the browser has listed its voices; a tap with
 * no voice marks reading aloud as missing, so every speaker button hides.
 */

/** What the page knows of a voice: not yet listed, found, or none of the page's language. */
export type VoiceState = "unknown" | "available" | "none";

let state: VoiceState = "unknown";
const listeners = new Set<() => void>();
let watching = false;

function synth(): SpeechSynthesis | undefined {
  return typeof window !== "undefined" && "speechSynthesis" in window
    ? window.speechSynthesis
    : undefined;
}

/** The page's language, "en" when the document names none. */
function pageLanguage(): string {
  return (document.documentElement.lang || "en").toLowerCase().split("-")[0] ?? "en";
}

/**
 * The voice to read with: one on the device in the page's language, the browser's default
 * first, then one of the phone's own region ("en-NZ"); none when the device has no such voice.
 */
export function pickVoice(
  voices: readonly SpeechSynthesisVoice[],
  language: string,
  preferred: readonly string[] = [],
): SpeechSynthesisVoice | undefined {
  const mine = voices.filter(
    (v) =>
      v.localService !== false && v.lang.toLowerCase().replace("_", "-").split("-")[0] === language,
  );
  const regional = preferred
    .map((tag) => mine.find((v) => v.lang.toLowerCase().replace("_", "-") === tag.toLowerCase()))
    .find(Boolean);
  return mine.find((v) => v.default) ?? regional ?? mine[0];
}

function currentVoice(): SpeechSynthesisVoice | undefined {
  const speech = synth();
  if (!speech) return undefined;
  const languages = typeof navigator !== "undefined" ? navigator.languages : [];
  return pickVoice(speech.getVoices(), pageLanguage(), languages);
}

function setState(next: VoiceState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Reads the voice list again: the browser lists its voices late (voiceschanged). */
function readVoices(): void {
  const speech = synth();
  if (!speech) {
    setState("none");
    return;
  }
  if (currentVoice()) setState("available");
  else if (speech.getVoices().length > 0) setState("none");
}

/** Subscribes to the voice state (useSyncExternalStore). */
export function subscribeVoices(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching) {
    watching = true;
    synth()?.addEventListener?.("voiceschanged", readVoices);
    readVoices();
  }
  return () => listeners.delete(listener);
}

/** The voice state now. */
export function voiceState(): VoiceState {
  return state;
}

/** Stops anything being read. */
export function stopReading(): void {
  synth()?.cancel();
}

/**
 * Reads `text` aloud on the device, stopping what was being read; false (and every button
 * hidden) when there is no voice for the page's language.
 */
export function readAloud(text: string): boolean {
  const speech = synth();
  const voice = currentVoice();
  if (!speech || !voice) {
    setState("none");
    return false;
  }
  setState("available");
  speech.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  utterance.rate = 0.9;
  speech.speak(utterance);
  return true;
}

/**
 * Reads `text` as soon as a voice is known (the list may come a moment after the screen
 * opened); nothing when none comes. Returns the way to give up waiting.
 */
export function readAloudWhenReady(text: string): () => void {
  if (currentVoice()) {
    readAloud(text);
    return () => undefined;
  }
  let done = false;
  const unsubscribe = subscribeVoices(() => {
    if (done || state !== "available") return;
    done = true;
    readAloud(text);
  });
  return () => {
    done = true;
    unsubscribe();
  };
}

/** The device setting of one child: questions read on opening, unless the family turned it off. */
const settingKey = (userId: string) => `td:read-on-opening:${userId}`;
const settingListeners = new Set<() => void>();

/** Whether the family turned reading on opening off for this child on this device. */
export function readOnOpeningOff(userId: string): boolean {
  try {
    return window.localStorage.getItem(settingKey(userId)) === "off";
  } catch {
    return false;
  }
}

/** Turns reading on opening on or off for this child on this device. */
export function setReadOnOpening(userId: string, on: boolean): void {
  try {
    if (on) window.localStorage.removeItem(settingKey(userId));
    else window.localStorage.setItem(settingKey(userId), "off");
  } catch {
    // A browser without storage keeps the default: read on opening.
  }
  for (const listener of settingListeners) listener();
}

/** Subscribes to the setting (useSyncExternalStore). */
export function subscribeReadOnOpening(listener: () => void): () => void {
  settingListeners.add(listener);
  return () => settingListeners.delete(listener);
}

/** The words of a question and its answers as one text to read: "Question? One. Two." */
export function questionText(question: string, answers: readonly string[] = []): string {
  const end = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
  return [question, ...answers]
    .filter((s) => s.trim() !== "")
    .map(end)
    .join(" ");
}

/** Whether the signed-in child's screens read on opening (set by the read-aloud scope). */
let youngReader = false;

/** The read-aloud scope tells whether this child hears things read on their own. */
export function setYoungReader(on: boolean): void {
  youngReader = on;
}

/** Reads a celebration (a badge earned) aloud to a child who hears screens on opening. */
export function announceAloud(text: string): void {
  if (youngReader && currentVoice()) readAloud(text);
}
