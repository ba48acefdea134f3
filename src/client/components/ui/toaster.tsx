import { lazy, Suspense, useState } from "react";
import { useToast } from "./use-toast";

const ToastRegion = lazy(() => import("./toast").then((module) => ({ default: module.Toaster })));

/**
 * The toast region, loaded when the first toast is asked for and kept from then on: Radix's
 * toast code stays off the landing page's first load (ADR 043), and a toast queued before it
 * arrives shows as soon as it does.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
