import { RotateCw } from "lucide-react";
import { t } from "../../lib/i18n";
import { Button } from "./button";
import { MagnifierSpinner } from "./spinner";

/**
 * What a board (clues, badges) shows until its data is there: the magnifier and `loading`
 * while it loads; when it could not load, `failed`, a word about the connection and Try again.
 */
export function BoardState({
  query,
  loading,
  failed,
}: {
  query: { isError: boolean; refetch: () => unknown };
  loading: string;
  failed: string;
}) {
  if (!query.isError) {
    return (
      <div role="status" className="mt-10 flex flex-col items-center gap-4 text-center">
        <MagnifierSpinner />
        <p className="text-lg font-black">{loading}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="mt-8 rounded-3xl border-[3px] border-ink bg-paper p-6 text-center">
      <p className="text-lg font-black">{failed}</p>
      <p className="mt-1 font-semibold text-ink-soft">{t("ui.checkConnection")}</p>
      <Button className="mt-4" onClick={() => void query.refetch()}>
        <RotateCw aria-hidden="true" className="size-5" strokeWidth={2.5} />
        {t("ui.tryAgain")}
      </Button>
    </div>
  );
}
