import { FEELING_VALUES } from "./feelings";
import { CLINICAL_FEELINGS, childWord, type FeelingClass, FORMER_REPORT_WORDS } from "./vocabulary";

/**
 * The check of the one clinical vocabulary (docs/decisions/059), run by the tests over every
 * parent and clinician surface.
 */

/**
 * Every word that names a child's feeling, with the feelings it names: the clinical name, the
 * child's word, the stored value and the former report word of each (domain/vocabulary.ts).
 */
function feelingWords(): Map<string, Set<FeelingClass>> {
  const words = new Map<string, Set<FeelingClass>>();
  const add = (word: string | null, feeling: FeelingClass) => {
    if (!word) return;
    const key = word.toLowerCase();
    words.set(key, new Set([...(words.get(key) ?? []), feeling]));
  };
  for (const feeling of FEELING_VALUES) {
    add(CLINICAL_FEELINGS[feeling], feeling);
    add(childWord(feeling), feeling);
    add(feeling, feeling);
    add(FORMER_REPORT_WORDS[feeling], feeling);
  }
  return words;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What is wrong with the feeling words of some texts: a word that names two feelings (the
 * fault of "uncomfortable": the child's Okay taps in one place, their Ouchy taps in another),
 * or a name with a child's word in brackets beside it that is another feeling's.
 */
export function vocabularyProblems(texts: readonly string[]): string[] {
  const words = feelingWords();
  // Longest first, so "mild discomfort" is read before any shorter word inside it.
  const pattern = [...words.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
  const anyWord = new RegExp(`\\b(${pattern})\\b(?:\\s*\\((${pattern})\\))?`, "gi");
  const problems = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(anyWord)) {
      const named = words.get((match[1] as string).toLowerCase()) ?? new Set();
      if (named.size > 1) {
        problems.add(`"${match[1]}" names ${[...named].join(" and ")}: ${text}`);
      }
      if (match[2]) {
        const beside = words.get(match[2].toLowerCase()) ?? new Set();
        if (![...named].some((f) => beside.has(f)) || beside.size > 1) {
          problems.add(`"${match[0]}" puts two feelings together: ${text}`);
        }
      }
    }
  }
  return [...problems];
}
