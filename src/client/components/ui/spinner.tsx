import { Search } from "lucide-react";

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
