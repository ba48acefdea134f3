const steps = [
  {
    emoji: "📸",
    title: "Snap & log",
    text: "Photograph a meal and the lab spots the foods. Add drinks with one tap.",
    tint: "bg-sky-100",
  },
  {
    emoji: "😊",
    title: "Check your tummy",
    text: "Happy, Okay or Ouchy? Add bathroom clues, bedtime and your morning mood.",
    tint: "bg-emerald-100",
  },
  {
    emoji: "🔍",
    title: "Spot the patterns",
    text: "Tummy Detective links foods to feelings and asks you to confirm each clue.",
    tint: "bg-orange-100",
  },
  {
    emoji: "🏅",
    title: "Level up",
    text: "Earn points, keep your day streak, unlock lab tools and collect badges.",
    tint: "bg-sunny-100",
  },
];

/** The four steps of the game; the target of 'See How It Works'. */
export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
    >
      <p className="text-center text-sm font-black tracking-widest text-brand-700 uppercase">
        Detective training
      </p>
      <h2 id="how-it-works-heading" className="mt-2 text-center text-4xl font-black sm:text-5xl">
        How It Works
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
            <h3 className="mt-4 text-xl font-black">{step.title}</h3>
            <p className="mt-1 font-semibold text-ink-soft">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
