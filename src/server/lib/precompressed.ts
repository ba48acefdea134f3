import fs from "node:fs";

export type Encoding = "br" | "gzip";

/** A file and the brotli / gzip copies the build wrote beside it (x.br, x.gz), read once. */
export function precompressedFile(
  file: string,
): { identity: Buffer } & Partial<Record<Encoding, Buffer>> {
  const copy = (suffix: string) =>
    fs.existsSync(`${file}${suffix}`) ? fs.readFileSync(`${file}${suffix}`) : undefined;
  return { identity: fs.readFileSync(file), br: copy(".br"), gzip: copy(".gz") };
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip,
 * else none. A coding with q=0 is refused; `*` accepts both.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: Encoding) => (q.get(coding) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip") || (q.get("x-gzip") ?? 0) > 0) return "gzip";
  return null;
}
