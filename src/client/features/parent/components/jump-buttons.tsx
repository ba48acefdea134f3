import { Button } from "../../../components/ui/button";
import { t } from "../../../lib/i18n";

/** A place on the parent page a jump button leads to. */
export interface JumpTarget {
  readonly id: string;
  readonly label: string;
  readonly emoji: string;
}

function jumpTo(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  // Keyboard and screen-reader users land where the eyes do.
  document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
}

/** SPEC 2: Medical Reports, Hydration Guide and Stool Guide scroll to their sections. */
export function JumpButtons({ targets }: { targets: readonly JumpTarget[] }) {
  return (
    <nav aria-label={t("parent.jumpTo")} className="grid grid-cols-3 gap-2 sm:gap-3">
      {targets.map((target) => (
        <Button
          key={target.id}
          variant="outline"
          size="sm"
          className="flex-col gap-0.5 py-2 text-sm leading-tight sm:flex-row sm:gap-2 sm:text-base"
          onClick={() => jumpTo(target.id)}
        >
          <span aria-hidden="true" className="font-emoji text-xl">
            {target.emoji}
          </span>
          {target.label}
        </Button>
      ))}
    </nav>
  );
}
