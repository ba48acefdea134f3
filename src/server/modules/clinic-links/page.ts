import { createHash } from "node:crypto";
import type { ExportData } from "../../../contracts/export";
import { EVENT_ALARM_SIGNS } from "../../../domain/alarm-signs";
import { CHILD_STOOL_SCALE_BELOW_AGE, CHILD_STOOL_TYPES } from "../../../domain/child-stool-scale";
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
import type { MessageKey, Translate, Translator } from "../../../i18n/translate";
import { foodEvidenceWords, outcomeWords } from "../../../i18n/words/cases";
import { drinkTypeWord } from "../../../i18n/words/diary-labels";
import { patternExplanationWords, patternFoodOf } from "../../../i18n/words/patterns";
import {
  capitalFirst,
  correlationTerm,
  feelingClassTerm,
  moodWords,
  signLabel,
  stoolClassName,
} from "../../../i18n/words/vocabulary";
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

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Night waking and the like: logged with the checks and counted, not an alarm sign. */
function alsoLogged(summary: ClinicSummary, t: Translate): string {
  return summary.alsoLogged
    .map(
      (sign) =>
        `<p><strong>${e(capitalFirst(signLabel(t, sign.sign)))}:</strong> ${e(t("clinicSummary.alsoLogged", { count: sign.dates.length }))}</p>`,
    )
    .join("");
}

/** The Rome IV alarm signs of the period with their days, and those of the child's history. */
function alarmBlock(summary: ClinicSummary, t: Translate): string {
  const { alarmSigns, profileSigns } = summary;
  if (alarmSigns.length === 0 && profileSigns.length === 0) {
    const signs = EVENT_ALARM_SIGNS.map((s) => signLabel(t, s.value)).join(", ");
    return `<p><strong>${e(t("clinicSummary.alarmNoneLead"))}</strong>${e(t("clinicSummary.alarmNone", { signs }))}</p>${alsoLogged(summary, t)}`;
  }
  const items = alarmSigns.map(
    (s) =>
      `<li>${e(t("clinicSummary.alarmLine", { sign: signLabel(t, s.sign), dates: s.dates.join(", ") }))}</li>`,
  );
  if (profileSigns.length > 0) {
    const signs = profileSigns
      .map((s) =>
        t("clinicSummary.profileSignLine", { sign: signLabel(t, s.sign), since: s.since }),
      )
      .join("; ");
    items.push(`<li>${e(t("clinicSummary.alarmHistory", { signs }))}</li>`);
  }
  return `<section class="alarm" aria-labelledby="alarm"><h2 id="alarm">${e(t("clinicSummary.alarmTitle"))}</h2><p><strong>${e(t("clinicSummary.alarmAdvice"))}</strong></p><ul>${items.join("")}</ul>${alsoLogged(summary, t)}</section>`;
}

/** The children's 5-type scale and the Bristol type each maps to (ADR 063). */
function childStoolMapping(t: Translate): string {
  return t("clinicSummary.childStoolMapping", {
    age: CHILD_STOOL_SCALE_BELOW_AGE,
    types: CHILD_STOOL_TYPES.map((type) =>
      t("clinicSummary.childStoolMap", {
        value: type.value,
        label: t(`clinicSummary.childStoolType.${type.value}`),
        bristol: type.bristol,
      }),
    ).join("; "),
  });
}

function stoolBlock(summary: ClinicSummary, t: Translate): string {
  const { stools, agreement, childScaleStools, scale } = summary;
  const rows = STOOL_CLASSES.filter((k) => k !== "other" || stools.byClass.other > 0)
    .map(
      (k) =>
        `<tr><td>${e(stoolClassName(t, k))}</td><td class="n">${stools.byClass[k]}</td><td class="n">${e(t("serverReports.page.share", { share: share(stools.byClass[k], stools.total) }))}</td></tr>`,
    )
    .join("");
  const notes = [
    t("serverReports.page.daysWithoutStool", {
      count: summary.totalDays - summary.daysWithStool,
      total: summary.totalDays,
    }),
    agreement.pairs > 0
      ? t("clinicSummary.ratingsAgreed") +
        t("clinicSummary.ratingsAgreedCount", {
          agreed: agreement.agreed,
          pairs: agreement.pairs,
          percent: share(agreement.agreed, agreement.pairs),
        })
      : "",
    childScaleStools > 0
      ? t("clinicSummary.childScale", { count: childScaleStools }) + childStoolMapping(t)
      : "",
    scale
      ? `${
          scale.twoChoice > 0
            ? t("clinicSummary.scaleTwoAnswers", { twoChoice: scale.twoChoice, total: scale.total })
            : t("clinicSummary.scaleThreeFaces")
        } ${t("clinicSummary.scaleProxy", { proxy: scale.proxy, total: scale.total })}`
      : "",
  ].filter(Boolean);
  const th = (key: MessageKey, numeric = false) =>
    `<th${numeric ? ' class="n"' : ""}>${e(t(key))}</th>`;
  const head = `${th("serverReports.page.stoolType")}${th("serverReports.page.stoolEvents", true)}${th("serverReports.page.stoolShare", true)}`;
  return `<h2>${e(t("serverReports.page.stoolTitle"))}</h2><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>${notes.map((n) => `<p>${e(n)}</p>`).join("")}`;
}

function feelingsAndFluid(summary: ClinicSummary, t: Translate): string {
  const { feelings, fluid } = summary;
  const items = REPORT_FEELINGS.filter((k) => k !== "other" || feelings.byFeeling.other > 0)
    .map(
      (k) =>
        `<li>${e(t("clinicSummary.feelingLegend", { name: capitalFirst(feelingClassTerm(t, k)), count: feelings.byFeeling[k] }))}</li>`,
    )
    .join("");
  const fluidLine = t("serverReports.page.fluidLine", {
    average: fluid.averageCups,
    days: fluid.daysWithDrinks,
    atGoal: fluid.daysAtGoal,
  });
  return `<h2>${e(t("serverReports.page.feelingsTitle"))}</h2><p>${e(t("serverReports.page.checks", { count: feelings.total }))}</p><ul>${items}</ul>
<h2>${e(t("clinicSummary.fluidTitle", { goal: fluid.goalCups }))}</h2><p>${e(fluidLine)}</p>`;
}

function painBlock(pain: ClinicSummary["pain"], t: Translate): string {
  const lower = feelingClassTerm(t, "ouchy");
  const rows = [
    ...STOOL_CLASSES.filter((k) => k !== "other" || pain.byStool.other.days > 0).map((k) => ({
      name: stoolClassName(t, k),
      ...pain.byStool[k],
    })),
    { name: t("clinicSummary.noStoolRow"), ...pain.noStool },
  ]
    .map((r) =>
      e(t("clinicSummary.painByStoolRow", { name: r.name, painDays: r.painDays, days: r.days })),
    )
    .join(" · ");
  const episodes = t("clinicSummary.painEpisodes", {
    count: pain.episodes,
    pain: lower,
    perWeek: pain.episodesPerWeek,
  });
  const days = t("clinicSummary.painDays", {
    days: pain.painDays,
    withStool: pain.painChecksWithStool,
    checks: pain.painChecks,
    pain: lower,
  });
  return `<h2>${e(t("clinicSummary.painTitle", { pain: capitalFirst(lower) }))}</h2><p><strong>${e(episodes)}</strong> ${e(days)}</p><p>${e(t("clinicSummary.painByStool", { pain: lower }))} ${rows}</p>`;
}

/** School days missed and left early because of the tummy, per month (ADR 067). */
function schoolLine(summary: ClinicSummary, t: Translate): string {
  const months = summary.school;
  const sum = (k: "answered" | "missed" | "leftEarly") => months.reduce((n, m) => n + m[k], 0);
  const notable = months.filter((m) => m.missed + m.leftEarly > 0);
  const text =
    months.length === 0
      ? t("clinicSummary.schoolNone")
      : t("clinicSummary.schoolTotals", {
          missed: sum("missed"),
          leftEarly: sum("leftEarly"),
          answered: sum("answered"),
        }) +
        (notable.length > 0
          ? t("clinicSummary.schoolByMonth") +
            notable.map((m) => `${m.month} ${m.missed}/${m.leftEarly}`).join(" · ")
          : "");
  return `<p><strong>${e(t("clinicSummary.schoolLead"))}</strong>${e(text)}</p>`;
}

/** The foods and drinks logged most often, and each clue's and case's days (ADR 067). */
function foodsBlock(summary: ClinicSummary, t: Translate): string {
  const { foods, suspects } = summary;
  const listed =
    foods.foods.length === 0
      ? t("clinicSummary.foodsNone")
      : foods.foods
          .map((f) => `${f.drinkType ? drinkTypeWord(t, f.drinkType) : f.name} ${f.days}`)
          .join(" · ") +
        (foods.distinct > foods.foods.length
          ? t("clinicSummary.foodsDistinct", { count: foods.distinct })
          : "");
  const rows = suspects
    .map((s) =>
      t("clinicSummary.suspectRow", {
        food: s.food,
        kind: t("clinicSummary.suspectKind", { kind: s.kind }),
        days: s.days,
        total: summary.totalDays,
      }),
    )
    .join(" · ");
  const clues = rows
    ? `<p><strong>${e(t("clinicSummary.suspectsLead"))}</strong>${e(rows)}</p>`
    : "";
  return `<h2>${e(t("clinicSummary.foodsTitle"))}</h2><p>${e(listed)}</p>${clues}`;
}

function mealsAndSleep(summary: ClinicSummary, t: Translate): string {
  const { meals, sleep } = summary;
  const average =
    sleep.averageHours === null
      ? t("clinicSummary.noWakingTimes")
      : t("clinicSummary.sleepHours", { hours: sleep.averageHours });
  const moods = MORNING_MOODS.map(
    (m) =>
      `<dt>${e(t("clinicSummary.moodRow", moodWords(t, m.value)))}</dt><dd>${e(t("clinicSummary.mornings", { count: sleep.moods[m.value] }))}</dd>`,
  ).join("");
  const without =
    sleep.nightsWithoutWaking > 0
      ? `<dt>${e(t("clinicSummary.withoutWaking"))}</dt><dd>${e(t("clinicSummary.nightsWithoutWaking", { count: sleep.nightsWithoutWaking }))}</dd>`
      : "";
  const nights = t("clinicSummary.daysOf", { count: sleep.nights, total: summary.totalDays });
  return `<h2>${e(t("serverReports.page.mealsTitle"))}</h2><p>${e(t("clinicSummary.mealsLine", { count: meals.total, average: meals.averagePerDay }))}</p>
<h2>${e(t("clinicSummary.sleepTitle"))}</h2><dl class="facts"><dt>${e(t("clinicSummary.nightsLogged"))}</dt><dd>${e(nights)}</dd><dt>${e(t("clinicSummary.averageSleep"))}</dt><dd>${e(average)}</dd>${without}${moods}</dl>`;
}

function patternsAndCases(data: ExportData, t: Translate): string {
  const summary = parentPatternSummary(data.patterns);
  const listed = [...summary.confirmed, ...summary.investigating].slice(0, PATTERNS_LISTED);
  const items = listed
    .map((p) => {
      const head = t(
        p.status === "confirmed"
          ? "clinicSummary.patternConfirmed"
          : "clinicSummary.patternInvestigating",
        { food: patternFoodOf(t, p), feeling: correlationTerm(t, p.feelingCorrelation) },
      );
      const figures = t("clinicSummary.patternFigures", {
        confidence: p.confidence,
        occurrences: p.occurrences,
      });
      return `<li><strong>${e(head)}</strong> ${e(figures)} ${e(patternExplanationWords(t, p))}</li>`;
    })
    .join("");
  const cases = data.cases
    .filter((c) => c.verdict)
    .flatMap((c) =>
      (c.verdict?.foods ?? []).map((f) => {
        const head = t("serverReports.page.verdictHead", {
          food: f.food,
          outcome: outcomeWords(t, f.outcome, c.verdict?.finalAfterDays ?? null),
        });
        const line = t("caseScreens.verdictsLine", {
          percent: f.probability !== null ? `${f.probability}%, ` : "",
          start: c.startDate,
          end: c.endDate,
          days: c.days.length,
        });
        return `<li><strong>${e(head)}</strong> ${e(line)} ${e(foodEvidenceWords(t, f))}.</li>`;
      }),
    )
    .join("");
  const none = `<p>${e(t("clinicSummary.noPatterns"))}</p>`;
  return `<h2>${e(t("clinicSummary.patternsTitle"))}</h2>${items ? `<ul>${items}</ul>` : none}${cases ? `<h2>${e(t("caseScreens.verdictsHeading"))}</h2><ul>${cases}</ul>` : ""}`;
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
      alarmBlock(summary, t),
      stoolBlock(summary, t),
      feelingsAndFluid(summary, t),
      painBlock(summary.pain, t),
      schoolLine(summary, t),
      foodsBlock(summary, t),
      mealsAndSleep(summary, t),
      patternsAndCases(data, t),
      timelineBlock(data, child.timeZone, t),
      foot,
    ].join("\n"),
    words.formatLocale,
  );
}
