import { PlainPage } from "../../components/layout/plain-page";
import { Card } from "../../components/ui/card";
import { type MessageKey, t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

// What is stored, where, for how long, and the family's controls: each section's title and lines.
const SECTIONS: readonly { title: MessageKey; lines: readonly MessageKey[] }[] = [
  {
    title: "ui.privacyStoredTitle",
    lines: ["ui.privacyStored1", "ui.privacyStored2", "ui.privacyStored3", "ui.privacyStored4"],
  },
  { title: "ui.privacyWhereTitle", lines: ["ui.privacyWhere1", "ui.privacyWhere2"] },
  {
    title: "ui.privacyKeptTitle",
    lines: ["ui.privacyKept1", "ui.privacyKept2", "ui.privacyKept3", "ui.privacyKept4"],
  },
  {
    title: "ui.privacyControlsTitle",
    lines: ["ui.privacyControls1", "ui.privacyControls2", "ui.privacyControls3"],
  },
];

/** What is stored, where, for how long, and the family's controls (ADR 057). */
export function PrivacyRoute() {
  usePageMeta(t("shell.privacyTitle"), t("shell.privacyDescription"));
  return (
    <PlainPage emoji="🔒" title={t("ui.privacyHeading")} subtitle={t("ui.privacySubtitle")}>
      <div className="space-y-5">
        {SECTIONS.map((section) => (
          <Card key={section.title} role="region" aria-label={t(section.title)}>
            <h2 className="text-2xl font-black">{t(section.title)}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-6 text-lg font-semibold">
              {section.lines.map((line) => (
                <li key={line}>{t(line)}</li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </PlainPage>
  );
}
