import { useEffect, useState } from "react";
import { Card } from "../../../components/ui/card";
import { canSetTestCookie, readBrowserInfo } from "../../../lib/browser";

interface Row {
  label: string;
  value: string;
  flag?: boolean;
}

function readRows(): Row[] {
  const info = readBrowserInfo();
  const cookies = navigator.cookieEnabled && canSetTestCookie();
  return [
    { label: "Mobile", value: info.isMobile ? "Yes" : "No", flag: info.isMobile },
    { label: "Safari", value: info.isSafari ? "Yes" : "No", flag: info.isSafari },
    { label: "iOS", value: info.isIOS ? "Yes" : "No", flag: info.isIOS },
    { label: "Cookies", value: cookies ? "Enabled" : "Blocked", flag: cookies },
    { label: "Online", value: navigator.onLine ? "Yes" : "No", flag: navigator.onLine },
    { label: "URL", value: window.location.href },
    { label: "Time", value: new Date().toLocaleString() },
    { label: "User agent", value: info.userAgent },
  ];
}

/** SPEC 2 mobile-test device info: mobile, Safari, iOS, cookies, online, URL, time, user agent. */
export function DeviceInfo() {
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    const refresh = () => setRows(readRows());
    refresh();
    window.addEventListener("online", refresh);
    window.addEventListener("offline", refresh);
    return () => {
      window.removeEventListener("online", refresh);
      window.removeEventListener("offline", refresh);
    };
  }, []);

  return (
    <Card>
      <h2 className="text-xl font-black">📱 Device info</h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-3">
        {rows.map((row) => (
          <div key={row.label} className="col-span-2 grid grid-cols-subgrid items-start">
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
