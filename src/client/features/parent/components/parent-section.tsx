import type { ReactNode } from "react";

/** One section of the parent page: an anchored heading the jump buttons scroll to. */
export function ParentSection({
  id,
  emoji,
  title,
  intro,
  children,
}: {
  id: string;
  emoji: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="min-w-0 scroll-mt-6">
      <h2 id={`${id}-title`} tabIndex={-1} className="flex items-center gap-2 text-2xl font-black">
        <span aria-hidden="true" className="font-emoji">
          {emoji}
        </span>
        {title}
      </h2>
      {intro ? <p className="mt-1 font-semibold text-ink-soft">{intro}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}
