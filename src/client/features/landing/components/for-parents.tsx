import { ShieldCheck } from "lucide-react";

const reasons = [
  {
    emoji: "🩺",
    text: "Bring a clear food and symptom diary to a gastroenterologist or dietitian visit.",
  },
  {
    emoji: "🥛",
    text: "Notice when a food might be upsetting a tummy, and check the clue together.",
  },
  { emoji: "🥦", text: "See balanced eating at a glance with a daily food-group report." },
  { emoji: "📅", text: "Keep the diary going: kids log because it is a game, not a chore." },
  { emoji: "📤", text: "Export CSV reports to share with healthcare providers." },
];

/** Why parents use it, and the not-a-medical-device statement. */
export function ForParents() {
  return (
    <section aria-labelledby="parents-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <div>
          <p className="text-sm font-black tracking-widest text-brand-700 uppercase">
            For grown-ups
          </p>
          <h2 id="parents-heading" className="mt-2 text-4xl font-black sm:text-5xl">
            Answers for parents, fun for kids
          </h2>
          <ul className="mt-8 space-y-3">
            {reasons.map((reason) => (
              <li
                key={reason.text}
                className="flex items-start gap-3 rounded-2xl bg-white p-4 text-lg font-semibold ring-2 ring-ink/10"
              >
                <span aria-hidden="true" className="font-emoji text-2xl">
                  {reason.emoji}
                </span>
                {reason.text}
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-labelledby="medical-heading"
          className="rounded-[2rem] border-[3px] border-ink bg-sunny-100 p-6 shadow-card sm:p-8"
        >
          <ShieldCheck aria-hidden="true" className="size-12 text-sunny-800" strokeWidth={2.25} />
          <h3 id="medical-heading" className="mt-3 text-2xl font-black">
            Important to know
          </h3>
          <p className="mt-3 text-lg font-bold">
            Tummy Detective is not a medical device or diagnostic tool.
          </p>
          <p className="mt-2 font-semibold text-ink-soft">
            It is a diary that helps families notice patterns and share them with a healthcare
            professional. It does not diagnose, treat or replace medical advice. If your child is
            unwell, talk to a doctor.
          </p>
        </aside>
      </div>
    </section>
  );
}
