import { Check } from "lucide-react";
import { RadioGroup, ToggleGroup } from "radix-ui";
import { type ReactNode, useId } from "react";
import { questionText } from "../../lib/read-aloud";
import { ReadAloudButton } from "../read-aloud";
import { FieldError } from "./field-error";

/** One big tappable choice: an emoji (may be empty), a label and an optional line under it. */
export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
  readonly emoji: string;
  readonly note?: string;
  /** Background of the tile, e.g. "bg-emerald-100"; white when left out. */
  readonly tint?: string;
  /** A drawing shown instead of the emoji. */
  readonly picture?: ReactNode;
}

interface ChoiceTilesProps {
  label: string;
  hint?: string;
  options: readonly ChoiceOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Tapping the chosen tile again clears it (SPEC 5 bathroom event). */
  deselectable?: boolean;
  error?: string;
  /** Grid classes, e.g. "grid-cols-3". */
  columns?: string;
  size?: "md" | "lg";
  /** A speaker button beside the question reads it and its answers (ADR 066); on by default. */
  readAloud?: boolean;
  /** The screen's first question: read when it opens for a child under 8. */
  readOnOpening?: boolean;
}

const tileBase =
  "pressable relative flex w-full flex-col items-center justify-center gap-1 rounded-2xl border-[3px] px-1.5 py-2 text-center font-extrabold leading-tight text-ink outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink";
const tileIdle = "border-ink/15 shadow-[0_4px_0_0_rgb(31_27_58/0.12)] hover:border-ink/40";
const tileChosen = "border-ink shadow-pop-ink ring-4 ring-sunny-300";

function TileContent({ option, size }: { option: ChoiceOption; size: "md" | "lg" }) {
  return (
    <>
      {option.picture ? (
        <span aria-hidden="true" className="block">
          {option.picture}
        </span>
      ) : option.emoji ? (
        <span
          aria-hidden="true"
          className={`font-emoji leading-none ${size === "lg" ? "text-5xl" : "text-3xl"}`}
        >
          {option.emoji}
        </span>
      ) : null}
      <span className={size === "lg" ? "text-lg" : "text-[0.95rem]"}>{option.label}</span>
      {option.note ? <span className="text-xs font-bold text-ink-soft">{option.note}</span> : null}
      <span
        aria-hidden="true"
        className="absolute -top-2.5 -right-2 hidden size-7 place-items-center rounded-full border-[3px] border-ink bg-emerald-400 group-data-[state=checked]:grid group-data-[state=on]:grid"
      >
        <Check className="size-4 text-ink" strokeWidth={4} />
      </span>
    </>
  );
}

/**
 * A group of big emoji tiles. A radio group (arrow keys move, one is chosen) or, when
 * `deselectable`, a single-choice toggle group whose chosen tile clears on a second tap.
 */
export function ChoiceTiles({
  label,
  hint,
  options,
  value,
  onChange,
  deselectable = false,
  error,
  columns = "grid-cols-3",
  size = "md",
  readAloud = true,
  readOnOpening = false,
}: ChoiceTilesProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const minHeight = size === "lg" ? "min-h-28" : "min-h-20";
  const tileClass = (option: ChoiceOption, chosen: boolean) =>
    `group ${tileBase} ${minHeight} ${option.tint ?? "bg-white"} ${chosen ? tileChosen : tileIdle}`;

  return (
    <div className="min-w-0">
      <div className="mb-2.5 flex items-center justify-between gap-2">
        <p id={labelId} className="text-lg font-black text-ink">
          {label}
        </p>
        {readAloud ? (
          <ReadAloudButton
            text={questionText(
              label,
              options.map((o) => (o.note ? `${o.label}, ${o.note}` : o.label)),
            )}
            onOpening={readOnOpening}
          />
        ) : null}
      </div>
      {deselectable ? (
        <ToggleGroup.Root
          type="single"
          aria-labelledby={labelId}
          aria-describedby={messageId}
          value={value ?? ""}
          onValueChange={(next) => onChange(next === "" ? null : next)}
          className={`grid gap-2.5 pt-1 ${columns}`}
        >
          {options.map((option) => (
            <ToggleGroup.Item
              key={option.value}
              value={option.value}
              className={tileClass(option, value === option.value)}
            >
              <TileContent option={option} size={size} />
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      ) : (
        <RadioGroup.Root
          aria-labelledby={labelId}
          aria-describedby={messageId}
          aria-invalid={error ? true : undefined}
          value={value ?? ""}
          onValueChange={(next) => onChange(next)}
          className={`grid gap-2.5 pt-1 ${columns}`}
        >
          {options.map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              className={tileClass(option, value === option.value)}
            >
              <TileContent option={option} size={size} />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}
      {error ? (
        <FieldError id={`${id}-error`} className="mt-2">
          {error}
        </FieldError>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-2 pl-1 text-sm font-semibold text-ink-soft">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
