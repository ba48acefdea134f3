/** What a diagnostic call saw: never thrown, so the page can show failures too. */
export interface ProbeResult {
  label: string;
  ok: boolean;
  status: number | null;
  body: string;
  elapsedMs: number;
  at: string;
}

/** Runs one request and records its status, body and timing, or the network error. */
export async function runProbe(label: string, run: () => Promise<Response>): Promise<ProbeResult> {
  const started = performance.now();
  const at = new Date().toLocaleTimeString();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const res = await run();
    const body = await res.text();
    return { label, ok: res.ok, status: res.status, body, elapsedMs: elapsed(), at };
  } catch (error) {
    const body = error instanceof Error ? `Error: ${error.message}` : "Error: unknown failure";
    return { label, ok: false, status: null, body, elapsedMs: elapsed(), at };
  }
}
