import type { CaseView } from "../../../../contracts/cases";

/** The clinic summary's list of food challenge verdicts (nothing when no case has one). */
export function CaseVerdictsBlock({ cases }: { cases: readonly CaseView[] }) {
  const closed = cases.filter((c) => c.verdict);
  if (closed.length === 0) return null;
  return (
    <section className="break-inside-avoid">
      <h3 className="text-[11px] font-black tracking-wide text-ink uppercase">
        Food challenge cases
      </h3>
      <ul className="mt-0.5 space-y-0.5">
        {closed.flatMap((c) =>
          (c.verdict?.foods ?? []).map((f) => (
            <li key={`${c.id}-${f.food}`}>
              <span className="font-black">
                {f.food}: {f.label}
              </span>{" "}
              ({f.probability !== null ? `${f.probability}%, ` : ""}
              {c.startDate} to {c.endDate}, {c.days.length} planned days).{" "}
              <span className="font-semibold">{f.evidence}.</span>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
