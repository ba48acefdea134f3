import { QrCode } from "lucide-react";
import { useState } from "react";
import type { Role } from "../../../../contracts/auth";
import type { JoinCodeResponse } from "../../../../contracts/family";
import { formatTime } from "../../../../i18n/format";
import { Button } from "../../../components/ui/button";
import { friendlyMessage } from "../../../lib/api-client";
import { t, useLocale } from "../../../lib/i18n";
import { useCreateJoinCode } from "../api/create-join-code";
import { roleLabel, roleMeaning } from "./role-words";

/**
 * The server's QR picture as an image: a data: URL is drawn as a picture, never run as part of
 * the page, so nothing in it can script or style the app.
 */
function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The code to read out or type (in groups of four), until when, and its QR image. */
function JoinCodeCard({ code, childName }: { code: JoinCodeResponse; childName: string }) {
  // Read out in groups of four, however the server spaced it.
  const plain = code.code.replace(/[^A-Z0-9]/gi, "");
  const grouped = plain.length > 4 ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
  const { formatLocale } = useLocale();
  const until = formatTime(formatLocale, new Date(code.expiresAt), {
    hour: "numeric",
    minute: "2-digit",
  });
  return (
    <div
      role="status"
      className="mt-4 flex flex-col items-center gap-3 rounded-2xl border-[3px] border-dashed border-ink bg-sunny-100 p-4 text-center sm:flex-row sm:text-left"
    >
      <img
        src={qrImageSource(code.qrSvg)}
        alt={t("family.qrAlt", { name: childName })}
        className="size-40 shrink-0 rounded-xl bg-white p-2"
      />
      <div>
        <p className="text-sm font-bold text-ink-soft">{t("family.joinCode")}</p>
        <p data-testid="join-code" className="font-mono text-3xl font-black tracking-widest">
          {grouped}
        </p>
        <p className="mt-1 text-sm font-bold text-ink-soft">
          {t("family.codeWorksUntil", { time: until })}
        </p>
      </div>
    </div>
  );
}

/** Makes a join code for a child; `roles` are those the signed-in login may hand out. */
export function JoinCodeMaker({
  childId,
  childName,
  roles,
}: {
  childId: string;
  childName: string;
  roles: readonly Role[];
}) {
  const [role, setRole] = useState<Role>(roles[0] ?? "viewer");
  const make = useCreateJoinCode();
  const only = roles.length === 1;
  return (
    <div>
      {only ? null : (
        <fieldset>
          <legend className="font-black">{t("family.inviteAs")}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {roles.map((r) => (
              <label
                key={r}
                className={`flex cursor-pointer flex-col rounded-2xl border-[3px] p-3 ${role === r ? "border-ink bg-sunny-300" : "border-ink/30 bg-paper"}`}
              >
                <span className="flex items-center gap-2 font-black">
                  <input
                    type="radio"
                    name={`role-${childId}`}
                    value={r}
                    checked={role === r}
                    onChange={() => setRole(r)}
                  />
                  {roleLabel(r)}
                </span>
                <span className="text-sm font-semibold text-ink-soft">{roleMeaning(r)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <Button
        className="mt-3"
        variant="sunny"
        disabled={make.isPending}
        onClick={() => make.mutate({ childId, role })}
      >
        <QrCode aria-hidden="true" className="size-5" strokeWidth={2.5} />
        {t("family.makeCode")}
      </Button>
      {make.error ? (
        <p role="alert" className="mt-2 font-bold text-red-700">
          {friendlyMessage(make.error, t("family.makeCodeFailed"))}
        </p>
      ) : null}
      {make.data ? <JoinCodeCard code={make.data} childName={childName} /> : null}
    </div>
  );
}
