import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders a lazily loaded dialog from the first time it opens, and keeps it mounted afterwards
 * so it can play its closing animation: a screen's dialogs and their forms load when a child
 * first asks for one, not with the screen (ADR 043).
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
