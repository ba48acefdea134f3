import { RotateCcw } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { t } from "../../lib/i18n";
import { Button } from "../ui/button";

interface State {
  error: Error | null;
}

/** SPEC 2 crash screen: 'Something went wrong' with a Reload App button. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Tummy Detective crashed", error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <main id="main" className="grid min-h-dvh place-items-center p-6">
        <div
          role="alert"
          className="w-full max-w-md rounded-[2rem] border-[3px] border-ink bg-paper p-8 text-center shadow-card"
        >
          <p aria-hidden="true" className="font-emoji text-6xl">
            🕵️‍♀️💥
          </p>
          <h1 className="mt-4 text-3xl font-black">{t("common.crashTitle")}</h1>
          <p className="mt-2 text-lg font-semibold text-ink-soft">{t("common.crashText")}</p>
          <Button size="lg" block className="mt-6" onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden="true" className="size-5" strokeWidth={2.5} />
            {t("common.reloadApp")}
          </Button>
        </div>
      </main>
    );
  }
}
