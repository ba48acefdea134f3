import { Download } from "lucide-react";
import { accountEndpoints } from "../../../../contracts/account";
import { pathOf } from "../../../../contracts/endpoint";
import { buttonClasses } from "../../../components/ui/button";
import { t, useLocale } from "../../../lib/i18n";

/** Download everything (ADR 057): one ZIP with every table, the reports and every photo. */
export function DownloadEverything({ userId }: { userId: string }) {
  // The reports in the archive are worded in the family's language (ADR 071).
  const { locale } = useLocale();
  return (
    <div className="space-y-3">
      <p className="text-lg font-semibold">{t("parent.downloadEverythingText")}</p>
      <a
        href={`${pathOf(accountEndpoints.archive, { userId })}?language=${locale}`}
        download
        className={buttonClasses({ variant: "primary", size: "lg" })}
      >
        <Download aria-hidden="true" className="size-5" strokeWidth={2.5} />
        {t("parent.downloadEverythingButton")}
      </a>
    </div>
  );
}
