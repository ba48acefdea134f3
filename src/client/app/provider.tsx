import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ErrorBoundary } from "../components/errors/error-boundary";
import { LazyToaster } from "../components/ui/toaster";
import { persistQueries } from "../lib/persisted-queries";
import { createQueryClient } from "../lib/query-client";

/** Everything every screen needs: crash screen, query cache and toasts (tooltips: signed-in-frame). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    persistQueries(client);
    return client;
  });
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
