import { PlainPage } from "../../components/layout/plain-page";
import { Card } from "../../components/ui/card";
import { t } from "../../lib/i18n";
import { usePageMeta } from "../../lib/page-meta";

const SECTIONS = [
  {
    title: "What is stored",
    lines: [
      "The detective name, age, an optional email, the avatar and the secret code (scrambled, never readable).",
      "The diary: meals and their foods, drinks, tummy checks, bathroom events, bedtimes and morning moods.",
      "What the game adds: points, badges, missions, clues (food patterns) and cases.",
      "Meal photos the detective takes, without any location or device details.",
    ],
  },
  {
    title: "Where it is stored",
    lines: [
      "On the computer that runs this app: its own database and photo folder. No advertising, no tracking, no analytics.",
      "Meal photos never leave that computer unless whoever runs the app sets VISION_API_URL to a food recognition service; then each photo is sent there to be read.",
    ],
  },
  {
    title: "How long it is kept",
    lines: [
      "The diary and saved photos: until the account is deleted.",
      "A photo never saved with a meal: one day.",
      "A sign-in: 30 days without use. Counts of wrong secret codes or parent codes: 15 minutes (24 hours for the count of wrong parent codes from every device together).",
      "A deleted account: nothing. Every entry and every photo goes at once.",
    ],
  },
  {
    title: "The family's controls",
    lines: [
      "A parent code keeps the parent's area for grown-ups. While a grown-up uses it, a badge at the top of the screen tells the child, and the child can end it.",
      "Download everything: one ZIP file from the Parent page with every entry, the reports and every photo.",
      "Delete the account: on the Profile page, with the secret code. Nothing is kept.",
    ],
  },
] as const;

/** What is stored, where, for how long, and the family's controls (ADR 057). */
export function PrivacyRoute() {
  usePageMeta(t("shell.privacyTitle"), t("shell.privacyDescription"));
  return (
    <PlainPage
      emoji="🔒"
      title="Your Case Files Are Yours"
      subtitle="What Tummy Detective keeps, where, and for how long."
    >
      <div className="space-y-5">
        {SECTIONS.map((section) => (
          <Card key={section.title} role="region" aria-label={section.title}>
            <h2 className="text-2xl font-black">{section.title}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-6 text-lg font-semibold">
              {section.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </PlainPage>
  );
}
