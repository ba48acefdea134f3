/** A section title of the report: its emoji and words side by side, wrapping together. */
export function SectionHeading({
  id,
  emoji,
  children,
}: {
  id: string;
  emoji: string;
  children: string;
}) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-2xl leading-tight font-black">
      <span aria-hidden="true" className="font-emoji">
        {emoji}
      </span>
      {children}
    </h2>
  );
}
