import type { ReactNode } from "react";

/** The main landmark and page width shared by the signed-in screens. */
export function Screen({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <main
      id="main"
      className={`mx-auto w-full max-w-3xl px-4 pt-5 pb-6 sm:px-6 sm:pt-8 ${className}`}
    >
      {children}
    </main>
  );
}
