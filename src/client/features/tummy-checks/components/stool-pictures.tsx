import {
  CHILD_STOOL_TYPES,
  type ChildStoolType,
  childStoolType,
} from "../../../../domain/child-stool-scale";
import { childStoolWord } from "../../../../i18n/words/diary-labels";
import type { ChoiceOption } from "../../../components/ui/choice-tiles";
import { t } from "../../../lib/i18n";

const POO = "#8b5a2b";
const EDGE = "#5c3a1a";

/** Simple drawings of the children's five types, read with their words (ADR 063). */
export function StoolPicture({
  type,
  className = "h-10 w-16",
}: {
  type: ChildStoolType;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 64 40" className={className} role="presentation">
      {type === 1 ? (
        <g fill={POO} stroke={EDGE} strokeWidth="2">
          <circle cx="12" cy="24" r="7" />
          <circle cx="29" cy="18" r="7" />
          <circle cx="46" cy="25" r="7" />
          <circle cx="33" cy="31" r="5" />
        </g>
      ) : null}
      {type === 2 ? (
        // Lumps stuck together in a sausage's shape (Bristol type 2).
        <g fill={POO} stroke={EDGE} strokeWidth="2">
          <circle cx="12" cy="21" r="8" />
          <circle cx="23" cy="19" r="8.5" />
          <circle cx="34" cy="21" r="8" />
          <circle cx="45" cy="19" r="8.5" />
          <circle cx="54" cy="21" r="6.5" />
        </g>
      ) : null}
      {type === 3 ? (
        <path
          d="M6 24c6-12 16-12 26-4s20 8 26-4"
          fill="none"
          stroke={POO}
          strokeWidth="11"
          strokeLinecap="round"
        />
      ) : null}
      {type === 4 ? (
        <g fill={POO} stroke={EDGE} strokeWidth="1.5">
          <path d="M6 30c0-8 8-12 14-8 4-6 12-4 12 2 6-3 12 2 8 8z" />
          <path d="M36 32c0-6 6-9 11-6 3-4 10-2 10 3 4 0 5 5 1 6z" />
        </g>
      ) : null}
      {type === 5 ? (
        <g fill="#b07a45" stroke={EDGE} strokeWidth="1.5">
          <path d="M4 30c8-6 14 4 22-1s14-5 22 0 10 3 12 1v6H4z" />
          <circle cx="20" cy="16" r="3" />
          <circle cx="40" cy="12" r="2.5" />
        </g>
      ) : null}
    </svg>
  );
}

/** The children's five types as big picture-and-word tiles, in the current language. */
export function childStoolTiles(): readonly ChoiceOption[] {
  return CHILD_STOOL_TYPES.map((type) => ({
    value: String(type.value),
    label: childStoolWord(t, type.value),
    emoji: "",
    picture: <StoolPicture type={type.value} />,
    tint: "bg-amber-50",
  }));
}

/**
 * The picture a young child chose, shown back as they chose it (ADR 063): the drawing and its
 * words, never the bathroom event it is counted as.
 */
export function ChildStoolChip({ type }: { type: number }) {
  const option = childStoolType(type);
  if (!option) return null;
  return (
    <span className="inline-flex min-h-9 items-center gap-1.5 rounded-full border-2 border-amber-300 bg-amber-50 py-0.5 pr-3 pl-1.5 text-sm font-extrabold text-amber-950">
      <span aria-hidden="true" className="rounded-full bg-white">
        <StoolPicture type={option.value} className="h-6 w-10" />
      </span>
      {childStoolWord(t, option.value)}
    </span>
  );
}
