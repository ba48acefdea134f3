import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the Radix default of 5000 ms when left out (SPEC 9). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** SPEC 9: one toast visible at a time. */
const TOAST_LIMIT = 1;
/** Time for the exit animation before a closed toast leaves the list. */
const REMOVE_DELAY_MS = 300;

let items: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts in the store right now (open ones and ones playing their exit animation). */
export function currentToasts(): ToastItem[] {
  return items;
}

/** Closes a toast (all toasts without an id) and removes it after its exit animation. */
export function dismissToast(id?: number): void {
  items = items.map((item) =>
    id === undefined || item.id === id ? { ...item, open: false } : item,
  );
  emit();
  setTimeout(() => {
    items = items.filter((item) => item.open);
    emit();
  }, REMOVE_DELAY_MS);
}

/** Shows a toast, replacing the one on screen. Usable outside React components. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  nextId += 1;
  const id = nextId;
  items = [{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** The toasts on screen plus the toast()/dismiss() API. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribe, currentToasts, currentToasts);
  return { toasts, toast, dismiss: dismissToast };
}
