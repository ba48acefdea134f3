import { loadConfig } from "../config";
import { openConfiguredDatabase } from "../db/bootstrap";
import { clearForgottenParentCode } from "../modules/parent/service";

/**
 * `node scripts/clear-parent-code.mjs <detective name>`: clears a forgotten parent code, on the
 * database the app's settings name (DATABASE_URL, or the embedded one of DATA_DIR, which needs
 * the app stopped: one program per data folder). Exit status 0 when cleared, 1 otherwise.
 */
export async function runClearParentCode(name: string): Promise<number> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, () => undefined);
  try {
    const cleared = await clearForgottenParentCode(database.db, name);
    if (!cleared) {
      console.error(`No detective is called "${name}".`);
      return 1;
    }
    console.log(
      `The parent code of ${cleared} is cleared. Set a new one on the Profile page, with the account's secret code.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
