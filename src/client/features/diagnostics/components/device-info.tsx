import { useEffect, useState } from "react";
import { formatDate } from "../../../../i18n/format";
import { Card } from "../../../components/ui/card";
import { canSetTestCookie, readBrowserInfo } from "../../../lib/browser";
import { t, useLocale } from "../../../lib/i18n";

interface Row {
  /** Which fact the row shows; also its key. */
  code: string;
  label: string;
  value: string;
  flag?: boolean;
}

function readRows(formatLocale: string): Row[] {
  const info = readBrowserInfo();
  const cookies = navigator.cookieEnabled && canSetTestCookie();
  const yesNo = (flag: boolean) => (flag ? t("diagnostics.yes") : t("diagnostics.no"));
  return [
    {
      code: "mobile",
      label: t("diagnostics.mobile"),
      value: yesNo(info.isMobile),
      flag: info.isMobile,
    },
    {
      code: "safari",
      label: t("diagnostics.safari"),
      value: yesNo(info.isSafari),
      flag: info.isSafari,
    },
    { code: "ios", label: t("diagnostics.ios"), value: yesNo(info.isIOS), flag: info.isIOS },
    {
      code: "cookies",
      label: t("diagnostics.cookies"),
      value: cookies ? t("diagnostics.enabled") : t("diagnostics.blocked"),
      flag: cookies,
    },
    {
      code: "online",
      label: t("diagnostics.online"),
      value: yesNo(navigator.onLine),
      flag: navigator.onLine,
    },
    { code: "url", label: t("diagnostics.url"), value: window.location.href },
    {
      code: "time",
      label: t("diagnostics.time"),
      value: formatDate(formatLocale, new Date(), { dateStyle: "medium", timeStyle: "medium" }),
    },
    { code: "user-agent", label: t("diagnostics.userAgent"), value: info.userAgent },
  ];
}

/** SPEC 2 mobile-test device info: mobile, Safari, iOS, cookies, online, URL, time, user agent. */
export function DeviceInfo() {
  const { formatLocale } = useLocale();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    const refresh = () => setRows(readRows(formatLocale));
    refresh();
    window.addEventListener("online", refresh);
    window.addEventListener("offline", refresh);
    return () => {
      window.removeEventListener("online", refresh);
      window.removeEventListener("offline", refresh);
    };
  }, [formatLocale]);

  return (
    <Card>
      <h2 className="text-xl font-black">
        <span aria-hidden="true">📱 </span>
        {t("diagnostics.deviceInfo")}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-3">
        {rows.map((row) => (
          <div key={row.code} className="col-span-2 grid grid-cols-subgrid items-start">
            <dt className="pt-0.5 font-extrabold text-ink-soft">{row.label}</dt>
            <dd className="min-w-0 font-bold break-words">
              {row.flag === undefined ? (
                <span className="text-sm">{row.value}</span>
              ) : (
                <span
                  className={`inline-block rounded-full px-3 py-0.5 text-sm font-black ${row.flag ? "bg-emerald-100 text-emerald-900" : "bg-ink/10 text-ink"}`}
                >
                  {row.value}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
