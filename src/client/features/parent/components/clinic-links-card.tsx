import { Check, Copy, Link2 } from "lucide-react";
import { useRef, useState } from "react";
import {
  CLINIC_LINK_DAY_CHOICES,
  type ClinicLinkView,
  type CreatedClinicLink,
} from "../../../../contracts/clinic-links";
import { localDate } from "../../../../domain/local-day";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { ConfirmPanel } from "../../../components/ui/confirm-panel";
import { BusyIcon } from "../../../components/ui/spinner";
import { friendlyMessage } from "../../../lib/api-client";
import { currentLocale, t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { browserTimeZone, localDateOf } from "../../../lib/time";
import { useClinicLinks, useCreateClinicLink, useRevokeClinicLink } from "../api/clinic-links";

const dayOptions = () =>
  CLINIC_LINK_DAY_CHOICES.map((days) => ({
    value: String(days),
    label: t("parent.days", { count: days }),
    emoji: "",
  }));

/** The clock time in the reader's own way ("2:15 PM", "14:15"). */
function clock(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale().formatLocale, {
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** "Today", "Yesterday" or the weekday, in the reader's language. */
function dayName(iso: string, now: Date): string {
  const zone = browserTimeZone();
  const day = localDate(new Date(iso), zone);
  if (day === localDate(now, zone)) return t("parent.today");
  if (day === localDate(new Date(now.getTime() - 86_400_000), zone)) return t("parent.yesterday");
  return new Intl.DateTimeFormat(currentLocale().formatLocale, { weekday: "long" }).format(
    new Date(iso),
  );
}

/** "Today 2:15 PM", "Monday 9:00 AM", or the date and time for older instants. */
function whenLabel(iso: string, now = new Date()): string {
  const age = now.getTime() - Date.parse(iso);
  const day = Math.abs(age) < 6 * 86_400_000 ? dayName(iso, now) : localDateOf(iso);
  return t("parent.whenAt", { day, time: clock(iso) });
}

function stateLine(link: ClinicLinkView): string {
  if (link.state === "revoked") {
    return t("parent.turnedOff", { when: whenLabel(link.revokedAt ?? link.expiresAt) });
  }
  if (link.state === "expired") return t("parent.expired", { when: whenLabel(link.expiresAt) });
  return t("parent.openUntil", {
    date: localDateOf(link.expiresAt),
    time: clock(link.expiresAt),
  });
}

function opensLine(link: ClinicLinkView): string {
  if (link.openCount === 0) return t("parent.notOpened");
  return t("parent.opened", {
    count: link.openCount,
    when: whenLabel(link.lastOpenedAt ?? link.createdAt),
  });
}

/** The address of a new link, shown once, with a copy button. */
function NewLink({ link }: { link: CreatedClinicLink }) {
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for a manual copy.
      inputRef.current?.select();
      notifyFailure(t("parent.copyFailed"), t("parent.copyByHand"));
    }
  };
  return (
    <div className="space-y-2 rounded-2xl border-2 border-emerald-300 bg-emerald-50 p-3">
      <label htmlFor="new-clinic-link" className="block font-black">
        {t("parent.newLink", { start: link.startDate, end: link.endDate })}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="new-clinic-link"
          ref={inputRef}
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border-2 border-ink/30 bg-white px-3 py-2 font-mono text-sm"
        />
        <Button variant="primary" size="md" onClick={copy}>
          {copied ? (
            <Check aria-hidden="true" className="size-5" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          {copied ? t("parent.copied") : t("parent.copyLink")}
        </Button>
      </div>
      <p className="text-sm font-semibold text-ink-soft">{t("parent.copyNow")}</p>
    </div>
  );
}

function LinkRow({ link, userId }: { link: ClinicLinkView; userId: string }) {
  const revoke = useRevokeClinicLink(userId);
  const [asking, setAsking] = useState(false);
  const open = link.state === "open";
  return (
    <li className="rounded-2xl border-2 border-ink/15 bg-white p-3">
      <p className="font-black">
        {t("parent.dateRange", { start: link.startDate, end: link.endDate })}
      </p>
      <p className={`font-bold ${open ? "text-emerald-800" : "text-ink-soft"}`}>
        {stateLine(link)}
      </p>
      <p className="font-semibold">{opensLine(link)}</p>
      {link.opens.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer font-bold text-ink-soft">
            {t("parent.seeOpens")}
          </summary>
          <ul className="mt-1 list-disc pl-5 text-sm font-semibold">
            {link.opens.map((o) => (
              <li key={`${o.at}-${o.what}`}>
                {t("parent.openLine", {
                  when: whenLabel(o.at),
                  what: t("parent.openWhat", { what: o.what }),
                })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {open && !asking ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => setAsking(true)}>
          {t("parent.turnOff")}
        </Button>
      ) : null}
      {open && asking ? (
        <ConfirmPanel
          question={t("parent.turnOffQuestion")}
          confirmLabel={t("parent.turnOffYes")}
          keepLabel={t("parent.keepIt")}
          busy={revoke.isPending}
          onKeep={() => setAsking(false)}
          onConfirm={() =>
            revoke.mutate(link.id, {
              onSuccess: () => setAsking(false),
              onError: (error) =>
                notifyFailure(
                  t("parent.turnOffFailed"),
                  friendlyMessage(error, t("parent.tryAgain")),
                ),
            })
          }
        />
      ) : null}
    </li>
  );
}

/**
 * The clinic link card (ADR 069): make a read-only link for the child's doctor, copy it, see
 * when it was opened, turn it off.
 */
export function ClinicLinksCard({ userId }: { userId: string }) {
  const [days, setDays] = useState("7");
  const [made, setMade] = useState<CreatedClinicLink | null>(null);
  const links = useClinicLinks(userId);
  const create = useCreateClinicLink(userId);
  const makeLink = () =>
    create.mutate(
      { days: Number(days) },
      {
        onSuccess: setMade,
        onError: (error) =>
          notifyFailure(t("parent.makeLinkFailed"), friendlyMessage(error, t("parent.tryAgain"))),
      },
    );
  const list = links.data?.links ?? [];
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold">{t("parent.clinicLinkText")}</p>
      <ChoiceTiles
        label={t("parent.openFor")}
        options={dayOptions()}
        value={days}
        onChange={(value) => setDays(value ?? "7")}
        columns="grid-cols-4"
      />
      <Button variant="sunny" size="lg" disabled={create.isPending} onClick={makeLink}>
        <BusyIcon
          busy={create.isPending}
          size="size-5"
          icon={<Link2 aria-hidden="true" className="size-5" />}
        />
        {t("parent.makeLink")}
      </Button>
      {made ? <NewLink link={made} /> : null}
      <section aria-labelledby="clinic-links-made" className="space-y-2">
        <h3 id="clinic-links-made" className="text-lg font-black">
          {t("parent.linksMade")}
        </h3>
        {links.isError ? (
          <p className="font-semibold">{t("parent.linksNotLoaded")}</p>
        ) : list.length === 0 ? (
          <p className="font-semibold text-ink-soft">
            {links.isPending ? t("parent.loading") : t("parent.noLinkYet")}
          </p>
        ) : (
          <ul className="space-y-2">
            {list.map((link) => (
              <LinkRow key={link.id} link={link} userId={userId} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
