import { FolderSearch } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { Pattern } from "../../../../contracts/patterns";
import { Button } from "../../../components/ui/button";
import { t, useLocale } from "../../../lib/i18n";
import { useCases } from "../api/get-cases";
import { clueFoodWords } from "../utils";
import { OpenCaseDialog } from "./open-case-dialog";

/**
 * "Open a case" for a clue: hidden for a dismissed clue or one a case has already judged, a note instead while a case is open
 * (one at a time). The dialog stays mounted, so it can show the plan of the case it opened.
 */
export function OpenCaseButton({
  pattern,
  userId,
  parentCodeFirst,
}: {
  pattern: Pattern;
  userId: string;
  /** What the dialog shows before its form while the parent code is needed (none: the form). */
  parentCodeFirst?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const cases = useCases(userId);
  useLocale();
  if (pattern.status === "dismissed" || pattern.caseVerdict || !cases.data) return null;
  const running = cases.data.cases.find((c) => c.status === "open");
  let trigger = null;
  if (!running) {
    trigger = (
      <Button
        variant="sunny"
        size="md"
        block
        className="mt-2"
        onClick={() => {
          setSession((n) => n + 1);
          setOpen(true);
        }}
      >
        <FolderSearch aria-hidden="true" className="size-5" strokeWidth={2.5} />
        {t("caseScreens.openCase")}
        <span className="sr-only">
          {" "}
          {t("caseScreens.aboutFood", { food: clueFoodWords(t, pattern) })}
        </span>
      </Button>
    );
  } else if (running.patternId === pattern.id) {
    trigger = (
      <p className="mt-2 text-sm font-black text-brand-800">{t("caseScreens.caseRunning")}</p>
    );
  }
  return (
    <>
      {trigger}
      <OpenCaseDialog
        key={session}
        open={open}
        onOpenChange={setOpen}
        pattern={pattern}
        parentCodeFirst={parentCodeFirst}
      />
    </>
  );
}
