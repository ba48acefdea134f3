/** A small seeded random source (mulberry32), so a failing case can be replayed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pieces of text that break naive code: controls, half characters, emoji, bidi marks... */
export const NASTY_PIECES = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\u001b[31m",
  "\u007f",
  "\t",
  "\n",
  "\r\n",
  "\ud800",
  "\udfff",
  "\udfff\ud800",
  "😀",
  "👩‍👧‍👦",
  "🇳🇿",
  "\u200f",
  "\u202e",
  "\u200b",
  "\ufeff",
  "e\u0301",
  "\uffff",
  "\u0085",
  "\u2028",
  "שלום",
  "مرحبا",
  "日本語",
  "'; drop table meals; --",
  "<script>alert(1)</script>",
  "%00",
  "\\u0000",
  " ",
  "",
] as const;

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

/** One random string: a few pieces and letters, sometimes 100 KB long, sometimes only spaces. */
export function randomText(random: () => number): string {
  const roll = random();
  if (roll < 0.05) return pick(random, ["a", "😀", "\u0000", " "]).repeat(100_000);
  if (roll < 0.1) return " ".repeat(1 + Math.floor(random() * 5));
  const parts: string[] = [];
  const count = 1 + Math.floor(random() * 6);
  for (let i = 0; i < count; i++) {
    parts.push(
      random() < 0.5 ? pick(random, NASTY_PIECES) : pick(random, ["toast", "Milk", "a b"]),
    );
  }
  return parts.join("");
}

/** The strings every field gets: each nasty piece alone and in a word, then random ones. */
export function textCases(seed: number, randomCount: number): string[] {
  const random = seeded(seed);
  return [
    ...NASTY_PIECES.map((piece) => `toast${piece}`),
    ...NASTY_PIECES.filter((piece) => piece !== ""),
    "x".repeat(100_000),
    ...Array.from({ length: randomCount }, () => randomText(random)),
  ];
}
