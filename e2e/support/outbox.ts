import type { Page } from "playwright-core";

/** Writes an outbox entry straight into IndexedDB, as the app stores them. */
export async function putInOutbox(page: Page, entry: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (row) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("tummy-detective-outbox");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction("entries", "readwrite");
          tx.objectStore("entries").put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    entry,
  );
}
