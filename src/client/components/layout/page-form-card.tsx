import type { ReactNode } from "react";

/** A screen title block and a paper card whose padding matches the dialogs' (for shared forms). */
export function PageFormCard({
  emoji,
  title,
  subtitle,
  tint,
  children,
}: {
  emoji: string;
  title: string;
  subtitle: string;
  tint: string;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className={`grid size-16 shrink-0 -rotate-3 place-items-center rounded-3xl border-[3px] border-ink font-emoji text-4xl shadow-pop-ink ${tint}`}
        >
          {emoji}
        </span>
        <div>
          <h1 className="text-3xl leading-tight font-black sm:text-4xl">{title}</h1>
          <p className="font-bold text-ink-soft">{subtitle}</p>
        </div>
      </div>
      <div className="mt-6 rounded-3xl border-[3px] border-ink bg-paper px-4 pt-5 shadow-card sm:px-6 sm:pt-6">
        {children}
      </div>
    </>
  );
}
