import type { ReactNode } from "react";

/** The main landmark and page width shared by the signed-in screens; `wide` for dashboards. */
export function Screen({
  children,
  className = "",
  wide = false,
}: {
  children: ReactNode;
  className?: string;
  wide?: boolean;
}) {
  return (
    <main
      id="main"
      className={`mx-auto w-full px-4 pt-5 pb-6 sm:px-6 sm:pt-8 ${wide ? "max-w-6xl" : "max-w-3xl"} ${className}`}
    >
      {children}
    </main>
  );
}
