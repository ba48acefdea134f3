import { Readable } from "node:stream";
import Papa from "papaparse";
import { ZipFile } from "yazl";
import { ARCHIVE_FOLDERS } from "../../../contracts/account";
import { localDate, localTime } from "../../../domain/local-day";
import {
  CSV_REPORTS,
  type CsvReportKind,
  type CsvRow,
  type ReportHeader,
  reportFileName,
  reportPeriod,
  reportRows,
} from "../../../domain/reports/csv-rows";
import type { Translate } from "../../../i18n/translate";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/users";
import { translatorFor } from "../../lib/i18n";
import { exportDiary } from "../export/service";
import type { PhotoStorage } from "../photos/storage";
import { photoKeysOf, rowsOfUser } from "./repo";

const UTF8_BOM = "\uFEFF";

// The same quoting as the parent page's downloads: a cell starting with =, +, -, @ is text.
function toCsv(rows: readonly CsvRow[]): string {
  return UTF8_BOM + Papa.unparse(rows as CsvRow[], { escapeFormulae: true, newline: "\r\n" });
}

/** A stream opened only when the ZIP reaches it: one photo under way at a time. */
function lazyStream(open: () => Promise<Readable | null>): Readable {
  return Readable.from(
    (async function* () {
      const stream = await open();
      if (stream) yield* stream;
    })(),
  );
}

function avatarBytes(user: UserRow): Buffer | null {
  const url = user.avatarConfig?.photoUrl;
  const match = url ? /^data:image\/jpeg;base64,(.+)$/.exec(url) : null;
  return match?.[1] ? Buffer.from(match[1], "base64") : null;
}

/**
 * Everything stored for the user as a ZIP stream (ADR 057): a JSON file per table read in one
 * snapshot, the three CSV reports over the whole diary, each meal photo streamed from the photo
 * storage (folder or bucket), and the avatar photo. A photo is opened only when the ZIP reaches
 * it, so the archive is never whole in memory. The CSV reports are worded by `t`, the family's
 * language (ADR 071).
 */
export async function archiveOf(
  db: Db,
  storage: PhotoStorage,
  user: UserRow,
  now = new Date(),
  t: Translate = translatorFor("en").t,
): Promise<Readable> {
  const snapshot = await db.transaction(
    async (tx) => ({
      tables: await rowsOfUser(tx, user),
      photoKeys: await photoKeysOf(tx, user.id),
    }),
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const diary = await exportDiary(db, user, {}, now, { allNights: true });
  const today = localDate(now, user.timeZone);
  const zip = new ZipFile();
  const mtime = now;
  for (const { table, rows } of snapshot.tables) {
    const json = JSON.stringify(rows, null, 2);
    zip.addBuffer(Buffer.from(json), `${ARCHIVE_FOLDERS.data}/${table}.json`, { mtime });
  }
  const header: ReportHeader = {
    childName: user.username,
    period: reportPeriod({}, diary, today, user.timeZone),
    exported: { date: today, time: localTime(now, user.timeZone), timeZone: user.timeZone },
  };
  for (const kind of Object.keys(CSV_REPORTS) as CsvReportKind[]) {
    const rows = reportRows(kind, diary, header, user.timeZone, t);
    const name = `${ARCHIVE_FOLDERS.reports}/${reportFileName(kind, header)}`;
    zip.addBuffer(Buffer.from(toCsv(rows)), name, { mtime });
  }
  const output = zip.outputStream as Readable;
  for (const key of snapshot.photoKeys) {
    const stream = lazyStream(() => storage.openStream(user.id, key));
    // yazl listens to no error of the streams it is given: a photo store that fails while the
    // ZIP reads from it ends the download (the client sees it cut short, never a whole-looking
    // file without its photos), not the process.
    stream.once("error", (error) => {
      if (!output.destroyed) output.destroy(error);
    });
    // JPEG is compressed already: stored as is.
    zip.addReadStream(stream, `${ARCHIVE_FOLDERS.photos}/${key}.jpg`, { mtime, compress: false });
  }
  const avatar = avatarBytes(user);
  if (avatar) zip.addBuffer(avatar, "avatar.jpg", { mtime, compress: false });
  zip.end();
  return output;
}
