import { t } from "../../../lib/i18n";

const steps = [
  {
    emoji: "📸",
    title: "landing.step1",
    text: "landing.step1Text",
    tint: "bg-sky-100",
  },
  {
    emoji: "😊",
    title: "landing.step2",
    text: "landing.step2Text",
    tint: "bg-emerald-100",
  },
  {
    emoji: "🔍",
    title: "landing.step3",
    text: "landing.step3Text",
    tint: "bg-orange-100",
  },
  {
    emoji: "🏅",
    title: "landing.step4",
    text: "landing.step4Text",
    tint: "bg-sunny-100",
  },
] as const;

/** The four steps of the game; the target of 'See How It Works'. */
export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
    >
      <p className="text-center text-sm font-black tracking-widest text-brand-700 uppercase">
        {t("landing.training")}
      </p>
      <h2 id="how-it-works-heading" className="mt-2 text-center text-4xl font-black sm:text-5xl">
        {t("landing.howTitle")}
      </h2>
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-[2rem] border-[3px] border-ink bg-paper p-6 pt-8 shadow-card"
          >
            <span className="absolute -top-5 left-6 grid size-10 place-items-center rounded-full border-[3px] border-ink bg-brand-600 text-lg font-black text-white">
              {index + 1}
            </span>
            <span
              aria-hidden="true"
              className={`grid size-16 place-items-center rounded-2xl font-emoji text-4xl ${step.tint}`}
            >
              {step.emoji}
            </span>
            <h3 className="mt-4 text-xl font-black">{t(step.title)}</h3>
            <p className="mt-1 font-semibold text-ink-soft">{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
