import type { ComponentProps } from "react";

/** The white "case file" card with a thick ink border used across screens. */
export function Card({
  className = "",
  tone = "bg-paper",
  ...props
}: ComponentProps<"div"> & { /** Background class, e.g. "bg-sky-50". */ tone?: string }) {
  return (
    <div
      className={`rounded-3xl border-[3px] border-ink p-5 shadow-card sm:p-6 ${tone} ${className}`}
      {...props}
    />
  );
}
