import { createHash } from "node:crypto";
import type { ExportData } from "../../../contracts/export";
import { ALARM_SIGNS_ADVICE, alarmSignLine } from "../../../domain/alarm-signs";
import { BATHROOM_EVENTS } from "../../../domain/bathroom";
import { CHILD_STOOL_MAPPING } from "../../../domain/child-stool-scale";
import { MORNING_MOODS } from "../../../domain/feelings";
import { waterGoalCups } from "../../../domain/hydration";
import {
  buildClinicSummary,
  type ClinicSummary,
  REPORT_FEELINGS,
  STOOL_CLASSES,
} from "../../../domain/reports/clinic-summary";
import { TIMELINE_COLUMNS, timelineRows } from "../../../domain/reports/csv-rows";
import { parentPatternSummary } from "../../../domain/reports/diary-export";
import { capitalFirst, correlationTerm, feelingClassTerm } from "../../../domain/vocabulary";
import type { Translate, Translator } from "../../../i18n/translate";
import { foodEvidenceWords, outcomeWords } from "../../../i18n/words/cases";
import { translatorFor } from "../../lib/i18n";

/** The page's words when the visitor's language is not given. */
const ENGLISH: Translator = translatorFor("en");

/** Patterns listed, as on the printed sheet. */
const PATTERNS_LISTED = 6;

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2340;background:#f4f1ea}
body{margin:0;padding:12px;line-height:1.4;font-size:15px}
main{max-width:860px;margin:0 auto;background:#fff;border-radius:12px;padding:16px 18px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:.1rem 0 .4rem}h2{font-size:.9rem;letter-spacing:.04em;text-transform:uppercase;margin:1.2rem 0 .3rem;border-bottom:2px solid #1f2340}
.kicker{font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.05em;color:#555a7a;margin:0}
dl.facts{display:grid;grid-template-columns:minmax(0,12rem) minmax(0,1fr);gap:2px 12px;margin:.4rem 0}dt{font-weight:700;color:#555a7a}dd{margin:0;font-weight:600}
.alarm{border:2px solid #1f2340;border-radius:8px;padding:6px 10px;margin-top:.8rem}
.file{display:inline-block;margin:.6rem 0;padding:8px 14px;border-radius:999px;background:#1f2340;color:#fff;font-weight:700;text-decoration:none}
table{border-collapse:collapse;width:100%;font-size:.85rem}th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #ddd;vertical-align:top}th{background:#f4f1ea}
td.n,th.n{text-align:right;white-space:nowrap}.scroll{overflow-x:auto}
ul{padding-left:1.2rem;margin:.3rem 0}p{margin:.3rem 0}
footer{margin-top:1.2rem;font-size:.8rem;color:#555a7a;border-top:1px solid #ccc;padding-top:.5rem}
@media print{body{background:#fff;padding:0}main{box-shadow:none}.file{display:none}}
`;

/** The page's one stylesheet, allowed by its hash (the page runs no script at all). */
export const CLINIC_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
const e = escapeHtml;

const STOOL_NAMES: Record<(typeof STOOL_CLASSES)[number], string> = {
  ...Object.fromEntries(BATHROOM_EVENTS.map((b) => [b.value, `${b.bristolType} ${b.label}`])),
  other: "Unclassified",
} as Record<(typeof STOOL_CLASSES)[number], string>;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const percent = (part: number, whole: number) =>
  whole === 0 ? "0%" : `${Math.round((part / whole) * 100)}%`;

function htmlDocument(title: string, body: string, lang = "en"): string {
  return `<!doctype html>
<html lang="${e(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">
<title>${e(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The page a link that does not open shows (404 unknown or revoked, 410 expired). */
export function clinicGonePage(status: 404 | 410, words: Translator = ENGLISH): string {
  const { t } = words;
  const text = status === 410 ? t("reports.clinicPage.expired") : t("reports.clinicPage.gone");
  const title = t("reports.clinicPage.linkTitle");
  return htmlDocument(
    title,
    `<p class="kicker">Tummy Detective</p><h1>${e(title)}</h1><p>${e(text)}</p>`,
    words.formatLocale,
  );
}

function alarmBlock(summary: ClinicSummary): string {
  if (summary.alarmSigns.length === 0) {
    return "<p><strong>Alarm signs logged:</strong> none (blood in poo, vomiting, fever, waking at night with tummy pain, weight loss noticed).</p>";
  }
  const items = summary.alarmSigns.map((s) => `<li>${e(alarmSignLine(s))}</li>`).join("");
  return `<section class="alarm" aria-labelledby="alarm"><h2 id="alarm">Alarm signs logged</h2><p><strong>${e(ALARM_SIGNS_ADVICE)}:</strong></p><ul>${items}</ul></section>`;
}

function stoolBlock(summary: ClinicSummary): string {
  const { stools, agreement, childScaleStools } = summary;
  const rows = STOOL_CLASSES.filter((k) => k !== "other" || stools.byClass.other > 0)
    .map(
      (k) =>
        `<tr><td>${e(STOOL_NAMES[k])}</td><td class="n">${stools.byClass[k]}</td><td class="n">${percent(stools.byClass[k], stools.total)}</td></tr>`,
    )
    .join("");
  const notes = [
    `${summary.totalDays - summary.daysWithStool} of ${summary.totalDays} days without a stool logged.`,
    agreement.pairs > 0
      ? `Child and grown-up ratings of the same stool: agreed on ${agreement.agreed} of ${count(agreement.pairs, "stool")} (${percent(agreement.agreed, agreement.pairs)}); each stool counted once above.`
      : "",
    childScaleStools > 0
      ? `${count(childScaleStools, "stool")} rated on the children's scale. ${CHILD_STOOL_MAPPING}`
      : "",
  ].filter(Boolean);
  return `<h2>Stool types (Bristol chart)</h2><table><thead><tr><th>Type</th><th class="n">Events</th><th class="n">Share</th></tr></thead><tbody>${rows}</tbody></table>${notes.map((n) => `<p>${e(n)}</p>`).join("")}`;
}

function feelingsAndFluid(summary: ClinicSummary): string {
  const { feelings, fluid } = summary;
  const items = REPORT_FEELINGS.filter((k) => k !== "other" || feelings.byFeeling.other > 0)
    .map((k) => `<li>${e(capitalFirst(feelingClassTerm(k)))}: ${feelings.byFeeling[k]}</li>`)
    .join("");
  return `<h2>Tummy feelings</h2><p>${count(feelings.total, "tummy check")}:</p><ul>${items}</ul>
<h2>Fluid against goal (${fluid.goalCups} cups/day)</h2><p>Average ${fluid.averageCups} cups on ${count(fluid.daysWithDrinks, "day")} with drinks logged; goal reached on ${count(fluid.daysAtGoal, "day")}.</p>`;
}

function painBlock(pain: ClinicSummary["pain"]): string {
  const lower = feelingClassTerm("ouchy");
  const rows = [
    ...STOOL_CLASSES.filter((k) => k !== "other" || pain.byStool.other.days > 0).map((k) => ({
      name: STOOL_NAMES[k],
      ...pain.byStool[k],
    })),
    { name: "No stool logged", ...pain.noStool },
  ]
    .map((r) => `${e(r.name)} ${r.painDays} of ${count(r.days, "day")}`)
    .join(" · ");
  return `<h2>${e(capitalFirst(lower))} and stooling</h2><p><strong>${count(pain.episodes, "episode")} of ${e(lower)} (${pain.episodesPerWeek} a week)</strong> on ${count(pain.painDays, "day")}; ${pain.painChecksWithStool} of ${pain.painChecks} ${e(lower)} checks came with a bathroom event. Checks under 2 hours apart are one episode.</p><p>Days with ${e(lower)}, by the day's stools: ${rows}</p>`;
}

function mealsAndSleep(summary: ClinicSummary): string {
  const { meals, sleep } = summary;
  const average =
    sleep.averageHours === null
      ? "No waking times logged"
      : `${sleep.averageHours} hours, bedtime to waking`;
  const moods = MORNING_MOODS.map(
    (m) =>
      `<dt>${e(m.label)} (${e(m.meaning.toLowerCase())})</dt><dd>${count(sleep.moods[m.value], "morning")}</dd>`,
  ).join("");
  const without =
    sleep.nightsWithoutWaking > 0
      ? `<dt>Without a waking time</dt><dd>${count(sleep.nightsWithoutWaking, "night")} (length not counted)</dd>`
      : "";
  return `<h2>Meals logged</h2><p>${count(meals.total, "meal")}, ${meals.averagePerDay} a day on average.</p>
<h2>Sleep and morning mood</h2><dl class="facts"><dt>Nights logged</dt><dd>${sleep.nights} of ${summary.totalDays}</dd><dt>Average sleep</dt><dd>${average}</dd>${without}${moods}</dl>`;
}

function patternsAndCases(data: ExportData): string {
  // The clinic page is English for now; its Spanish comes with the reports' own words.
  const { t } = translatorFor("en");
  const summary = parentPatternSummary(data.patterns);
  const listed = [...summary.confirmed, ...summary.investigating].slice(0, PATTERNS_LISTED);
  const items = listed
    .map(
      (p) =>
        `<li><strong>${p.status === "confirmed" ? "Confirmed" : "Investigating"}: ${e(p.foodItem)} → ${e(correlationTerm(p.feelingCorrelation))}</strong> (${p.confidence}% confidence, ${p.occurrences} occurrences). ${e(p.explanation)}</li>`,
    )
    .join("");
  const cases = data.cases
    .filter((c) => c.verdict)
    .flatMap((c) =>
      (c.verdict?.foods ?? []).map(
        (f) =>
          `<li><strong>${e(f.food)}: ${e(outcomeWords(t, f.outcome, c.verdict?.finalAfterDays ?? null))}</strong> (${f.probability !== null ? `${f.probability}%, ` : ""}${e(c.startDate)} to ${e(c.endDate)}, ${c.days.length} planned days). ${e(foodEvidenceWords(t, f))}.</li>`,
      ),
    )
    .join("");
  return `<h2>Food-to-feeling patterns</h2>${items ? `<ul>${items}</ul>` : "<p>No confirmed or investigating patterns.</p>"}${cases ? `<h2>Food challenge cases</h2><ul>${cases}</ul>` : ""}`;
}

/** The timeline report's entries (SPEC 9 columns), one row each, the empty cells left out. */
function timelineBlock(data: ExportData, timeZone: string, t: Translate): string {
  const [, ...rows] = timelineRows(data, timeZone, t);
  const heading = `<h2>${e(t("reports.clinicPage.timeline"))}</h2>`;
  if (rows.length === 0) return `${heading}<p>${e(t("reports.clinicPage.nothingLogged"))}</p>`;
  const detailColumns = TIMELINE_COLUMNS.slice(3);
  const body = rows
    .map((row) => {
      const [type, day, time] = row;
      const details = detailColumns
        .map((column, i) => {
          const value = row[i + 3];
          if (value === "" || value === undefined) return "";
          const name = t(`reports.column.${column}`);
          return column === "Details"
            ? e(value)
            : e(t("reports.clinicPage.cell", { column: name, value: String(value) }));
        })
        .filter(Boolean)
        .join(" · ");
      return `<tr><td>${e(day)}</td><td>${e(time)}</td><td>${e(type)}</td><td>${details}</td></tr>`;
    })
    .join("");
  const th = (text: string) => `<th>${e(text)}</th>`;
  const head = [
    t("reports.column.Date"),
    t("reports.column.Time"),
    t("reports.clinicPage.entry"),
    t("reports.column.Details"),
  ]
    .map(th)
    .join("");
  return `${heading}<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/** What the page needs: the child, the link's period and life, the diary of that period. */
export interface ClinicPageInput {
  child: { name: string; age: number | null; timeZone: string };
  period: { startDate: string; endDate: string };
  expiresAt: Date;
  data: ExportData;
  fhirHref: string;
  now: Date;
  /** The visitor's language (Accept-Language), its dates written in the visitor's tag. */
  words?: Translator;
}

/**
 * The clinic's read-only page, rendered on the server from the same facts as the printed
 * clinic summary (src/domain/reports/clinic-summary.ts) and the timeline report: no script,
 * nothing of the app but this child's diary over the link's period.
 */
export function clinicPage(input: ClinicPageInput): string {
  const { child, period, data, now } = input;
  const words = input.words ?? ENGLISH;
  const { t } = words;
  const summary = buildClinicSummary(data, period, child.timeZone, waterGoalCups(child.age));
  // The moments the visitor reads (shown, open until) in the visitor's own way of writing them;
  // the diary's days stay ISO 8601, as every clinical report writes them (ADR 071).
  const moment = (at: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(words.formatLocale, { timeZone: child.timeZone, ...options }).format(
      at,
    );
  const until = `${moment(input.expiresAt, { dateStyle: "long", timeStyle: "short" })} (${child.timeZone})`;
  const head = `<p class="kicker">${e(t("reports.clinicPage.kicker"))}</p>
<h1>${e(t("clinicSummary.title", { name: child.name }))}</h1>
<dl class="facts"><dt>${e(t("clinicSummary.age"))}</dt><dd>${e(child.age ? t("clinicSummary.ageYears", { age: child.age }) : t("clinicSummary.notProvided"))}</dd>
<dt>${e(t("clinicSummary.period"))}</dt><dd>${e(t("clinicSummary.periodValue", { start: summary.startDate, end: summary.endDate, days: summary.totalDays }))}</dd>
<dt>${e(t("clinicSummary.daysWithEntries"))}</dt><dd>${e(t("clinicSummary.daysOf", { count: summary.daysWithEntries, total: summary.totalDays }))}</dd>
<dt>${e(t("reports.clinicPage.shown"))}</dt><dd>${e(moment(now, { dateStyle: "long" }))}</dd>
<dt>${e(t("reports.clinicPage.openUntil"))}</dt><dd>${e(until)}</dd></dl>
<a class="file" href="${e(input.fhirHref)}" download>${e(t("reports.clinicPage.fhirLink"))}</a>`;
  const foot = `<footer><p><strong>${e(t("clinicSummary.howCollectedTitle"))}</strong> ${e(t("clinicSummary.howCollected"))} <strong>${e(t("clinicSummary.cannotTellTitle"))}</strong> ${e(t("clinicSummary.cannotTell"))}</p></footer>`;
  return htmlDocument(
    t("clinicSummary.documentTitle", {
      name: child.name,
      start: summary.startDate,
      end: summary.endDate,
    }),
    [
      head,
      alarmBlock(summary),
      stoolBlock(summary),
      feelingsAndFluid(summary),
      painBlock(summary.pain),
      mealsAndSleep(summary),
      patternsAndCases(data),
      timelineBlock(data, child.timeZone, t),
      foot,
    ].join("\n"),
    words.formatLocale,
  );
}
