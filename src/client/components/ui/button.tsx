import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "sunny" | "outline" | "ghost" | "danger" | "on-dark";
export type ButtonSize = "sm" | "md" | "lg" | "xl";

const base =
  "pressable inline-flex items-center justify-center gap-2 rounded-2xl font-extrabold tracking-tight select-none disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-pop hover:bg-brand-700",
  sunny: "bg-sunny-400 text-ink shadow-pop-sunny hover:bg-sunny-300",
  outline: "border-[3px] border-ink bg-white text-ink shadow-pop-ink hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-100 active:bg-brand-200",
  danger: "bg-red-700 text-white shadow-[0_5px_0_0_#7f1d1d] hover:bg-red-800",
  "on-dark":
    "border-[3px] border-white bg-white/10 text-white shadow-[0_5px_0_0_rgb(31_27_58/0.45)] hover:bg-white/20",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-12 px-3 text-[0.95rem] sm:px-5 sm:text-base",
  md: "min-h-12 px-5 text-base",
  lg: "min-h-14 px-6 text-lg",
  xl: "min-h-16 px-8 text-xl",
};

/** Class names of a chunky game button; also used to style links that look like buttons. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  block = false,
  className = "",
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
} = {}): string {
  return [base, variants[variant], sizes[size], block ? "w-full" : "", className]
    .filter(Boolean)
    .join(" ");
}

type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
};

export function Button({
  variant,
  size,
  block,
  className,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button type={type} className={buttonClasses({ variant, size, block, className })} {...props} />
  );
}
