import { Check, Copy, Link2 } from "lucide-react";
import { useRef, useState } from "react";
import {
  CLINIC_LINK_DAY_CHOICES,
  type ClinicLinkView,
  type CreatedClinicLink,
} from "../../../../contracts/clinic-links";
import { Button } from "../../../components/ui/button";
import { ChoiceTiles } from "../../../components/ui/choice-tiles";
import { ConfirmPanel } from "../../../components/ui/confirm-panel";
import { BusyIcon } from "../../../components/ui/spinner";
import { friendlyMessage } from "../../../lib/api-client";
import { notifyFailure } from "../../../lib/notify";
import { dayLabel, formatClock, localDateOf } from "../../../lib/time";
import { useClinicLinks, useCreateClinicLink, useRevokeClinicLink } from "../api/clinic-links";

const DAY_OPTIONS = CLINIC_LINK_DAY_CHOICES.map((days) => ({
  value: String(days),
  label: days === 1 ? "1 day" : `${days} days`,
  emoji: "",
}));

/** "Today 2:15 PM", "Monday 9:00 AM", or the date and time for older instants. */
function whenLabel(iso: string, now = new Date()): string {
  const age = now.getTime() - Date.parse(iso);
  const day = Math.abs(age) < 6 * 86_400_000 ? dayLabel(iso, now) : localDateOf(iso);
  return `${day} ${formatClock(iso)}`;
}

function stateLine(link: ClinicLinkView): string {
  if (link.state === "revoked") return `Turned off ${whenLabel(link.revokedAt ?? link.expiresAt)}`;
  if (link.state === "expired") return `Expired ${whenLabel(link.expiresAt)}`;
  return `Open until ${localDateOf(link.expiresAt)} ${formatClock(link.expiresAt)}`;
}

function opensLine(link: ClinicLinkView): string {
  if (link.openCount === 0) return "Not opened yet";
  const times = link.openCount === 1 ? "once" : `${link.openCount} times`;
  return `Opened ${times}, last ${whenLabel(link.lastOpenedAt ?? link.createdAt)}`;
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
      notifyFailure("Could not copy", "The link is selected: copy it by hand.");
    }
  };
  return (
    <div className="space-y-2 rounded-2xl border-2 border-emerald-300 bg-emerald-50 p-3">
      <label htmlFor="new-clinic-link" className="block font-black">
        New clinic link ({link.startDate} to {link.endDate})
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
          {copied ? "Copied" : "Copy link"}
        </Button>
      </div>
      <p className="text-sm font-semibold text-ink-soft">
        Copy it now: the app keeps only a fingerprint of it and cannot show it again.
      </p>
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
        {link.startDate} to {link.endDate}
      </p>
      <p className={`font-bold ${open ? "text-emerald-800" : "text-ink-soft"}`}>
        {stateLine(link)}
      </p>
      <p className="font-semibold">{opensLine(link)}</p>
      {link.opens.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer font-bold text-ink-soft">See opens</summary>
          <ul className="mt-1 list-disc pl-5 text-sm font-semibold">
            {link.opens.map((o) => (
              <li key={`${o.at}-${o.what}`}>
                {whenLabel(o.at)}: {o.what === "fhir" ? "FHIR file downloaded" : "page opened"}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {open && !asking ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => setAsking(true)}>
          Turn off
        </Button>
      ) : null}
      {open && asking ? (
        <ConfirmPanel
          question="Turn this link off now? The clinic can no longer open it."
          confirmLabel="Yes, turn it off"
          keepLabel="Keep it"
          busy={revoke.isPending}
          onKeep={() => setAsking(false)}
          onConfirm={() =>
            revoke.mutate(link.id, {
              onSuccess: () => setAsking(false),
              onError: (error) =>
                notifyFailure("Could not turn it off", friendlyMessage(error, "Try again.")),
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
          notifyFailure("Could not make the link", friendlyMessage(error, "Try again.")),
      },
    );
  const list = links.data?.links ?? [];
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold">
        A page for your child's doctor with the clinic summary, the timeline and the FHIR file of
        the last 4 weeks. No login needed, nothing else of the app. Each open is logged here, and
        you can turn it off at any time.
      </p>
      <ChoiceTiles
        label="Open for"
        options={DAY_OPTIONS}
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
        Make a clinic link
      </Button>
      {made ? <NewLink link={made} /> : null}
      <section aria-labelledby="clinic-links-made" className="space-y-2">
        <h3 id="clinic-links-made" className="text-lg font-black">
          Links made
        </h3>
        {links.isError ? (
          <p className="font-semibold">The links could not be loaded.</p>
        ) : list.length === 0 ? (
          <p className="font-semibold text-ink-soft">
            {links.isPending ? "Loading..." : "No clinic link yet."}
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
