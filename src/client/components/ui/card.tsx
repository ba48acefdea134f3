import type { ComponentProps } from "react";

/** The white "case file" card with a thick ink border used across screens. */
export function Card({ className = "", ...props }: ComponentProps<"div">) {
  return (
    <div
      className={`rounded-3xl border-[3px] border-ink bg-paper p-5 shadow-card sm:p-6 ${className}`}
      {...props}
    />
  );
}
