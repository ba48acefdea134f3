import { Plus } from "lucide-react";
import { type RefObject, useId, useState } from "react";
import { Button } from "../../../components/ui/button";

/** Type a food the photo missed; Enter or the Add button puts it on the list. */
export function AddFoodForm({
  onAdd,
  inputRef,
}: {
  onAdd: (food: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const add = () => {
    const food = text.trim().replace(/\s+/g, " ");
    if (!food) return;
    onAdd(food);
    setText("");
  };
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-base font-black">
        <span aria-hidden="true" className="font-emoji">
          ✍️
        </span>{" "}
        Add a food by hand
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          value={text}
          maxLength={60}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          enterKeyHint="done"
          autoComplete="off"
          placeholder="e.g. milk"
          className="block min-h-14 w-full min-w-0 flex-1 rounded-2xl border-[3px] border-ink/25 bg-white px-4 text-lg font-bold text-ink placeholder:font-semibold placeholder:text-ink-soft/70 hover:border-ink/40 focus:border-brand-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
        />
        <Button size="lg" onClick={add} className="shrink-0 px-4">
          <Plus aria-hidden="true" className="size-6" strokeWidth={3} />
          Add<span className="sr-only"> to the photo's foods</span>
        </Button>
      </div>
    </div>
  );
}
