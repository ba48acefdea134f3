import { Download } from "lucide-react";
import { accountEndpoints } from "../../../../contracts/account";
import { pathOf } from "../../../../contracts/endpoint";
import { buttonClasses } from "../../../components/ui/button";

/** Download everything (ADR 057): one ZIP with every table, the reports and every photo. */
export function DownloadEverything({ userId }: { userId: string }) {
  return (
    <div className="space-y-3">
      <p className="text-lg font-semibold">
        One ZIP file with everything stored for this detective: every entry as JSON files, the CSV
        reports, every meal photo and the avatar. Keep it, or take it to another app.
      </p>
      <a
        href={pathOf(accountEndpoints.archive, { userId })}
        download
        className={buttonClasses({ variant: "primary", size: "lg" })}
      >
        <Download aria-hidden="true" className="size-5" strokeWidth={2.5} />
        Download everything
      </a>
    </div>
  );
}
