/** What a diagnostic call saw: never thrown, so the page can show failures too. */
export interface ProbeResult {
  label: string;
  ok: boolean;
  status: number | null;
  /** The response's body as it came; empty when there was no response. */
  body: string;
  /** The network error's own message when there was no response ("" when it gave none). */
  failure: string | null;
  elapsedMs: number;
  /** When the request started; the page writes it in the reader's language. */
  at: Date;
}

/** Runs one request and records its status, body and timing, or the network error. */
export async function runProbe(label: string, run: () => Promise<Response>): Promise<ProbeResult> {
  const started = performance.now();
  const at = new Date();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await run();
    const body = await res.text();
    return { label, ok: res.ok, status: res.status, body, failure: null, elapsedMs: elapsed(), at };
  } catch (error) {
    const failure = error instanceof Error ? error.message : "";
    return { label, ok: false, status: null, body: "", failure, elapsedMs: elapsed(), at };
  }
}
