import fs from "node:fs";
import path from "node:path";

/** Exclusive ownership of a data folder by one app process. */
export type DataLock = { release: () => void };

/** True when a process with this pid exists (signal 0 only checks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Alive and a Node.js process: a reused pid of some other program is not our app. */
function isAppProcess(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return /node|tsx/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return true;
  }
}

/** Thrown when another app process already uses the data folder. */
export class DataFolderInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Tummy Detective app (pid ${pid}) is already using the data folder ${dataDir}. ` +
        "Stop it first, or start this one with another DATA_DIR.",
    );
    this.name = "DataFolderInUseError";
  }
}

/**
 * Takes the folder's app.lock (created exclusively, holding our pid). A lock left by a
 * process that no longer exists (the app was killed) is taken over.
 */
export function acquireDataLock(dataDir: string): DataLock {
  const file = path.join(dataDir, "app.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(file, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAppProcess(owner)) {
        throw new DataFolderInUseError(dataDir, owner);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock of the data folder ${dataDir}.`);
}
