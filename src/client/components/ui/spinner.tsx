import { LoaderCircle, Search } from "lucide-react";
import type { ReactNode } from "react";

/** A magnifying glass that circles while something loads (still when motion is reduced). */
export function MagnifierSpinner({ className = "size-16" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`relative grid place-items-center rounded-full bg-sunny-300 shadow-pop-sunny ${className}`}
    >
      <Search className="size-1/2 text-ink motion-safe:animate-wiggle" strokeWidth={3} />
    </span>
  );
}

/** A button's icon: a turning circle while its action runs, else the icon given (or none). */
export function BusyIcon({
  busy,
  icon = null,
  size = "size-6",
}: {
  busy: boolean;
  icon?: ReactNode;
  size?: "size-5" | "size-6";
}) {
  if (!busy) return icon;
  return <LoaderCircle aria-hidden="true" className={`${size} motion-safe:animate-spin`} />;
}
