import { useQueryClient } from "@tanstack/react-query";
import { Download, FileHeart, FileText } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import {
  CSV_COLUMN_CHOICES,
  type CsvColumnChoice,
  type ExportRangeFormValues,
  exportRangeForm,
} from "../../../../contracts/export";
import { localTime } from "../../../../domain/local-day";
import {
  type CsvReportKind,
  isEmptyDiary,
  nothingLoggedMessage,
  type ReportHeader,
  reportFileName,
  reportName,
  reportPeriod,
  reportRows,
} from "../../../../domain/reports/csv-rows";
import { lastDaysRange, QUICK_RANGES } from "../../../../domain/reports/export-range";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "../../../../i18n/locales";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { SelectField, TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { t, useLocale } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { loadTranslator } from "../../../lib/report-words";
import { browserTimeZone, todayLocalDate } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { exportQueryOptions } from "../api/get-export";
import { downloadFhirBundle, FhirNothingLogged } from "../api/get-fhir";
import { downloadText, toCsv } from "../utils/csv-file";
import { exportFailureDescription } from "../utils/export-messages";
import { ReportContents } from "./report-contents";

// The summary and its charts load only when a parent opens it.
const ClinicSummary = lazy(() =>
  import("./clinic-summary").then((module) => ({ default: module.ClinicSummary })),
);

const REPORT_CARDS = [
  { kind: "timeline", emoji: "🗓️" },
  { kind: "patterns", emoji: "🔍" },
  { kind: "foodGroups", emoji: "🥦" },
] as const satisfies readonly { kind: CsvReportKind; emoji: string }[];

/** Who the reports are about. */
export interface ReportChild {
  readonly userId: string | undefined;
  readonly name: string;
  readonly age: number | null;
}

/** What a parent's download is: one of the CSVs, or the FHIR bundle. */
type ReportKind = CsvReportKind | "fhir";

/** SPEC 2 "Medical reports and export": report cards, dates, quick ranges, exports, summary. */
export function MedicalReports({ child }: { child: ReportChild }) {
  const today = todayLocalDate();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  // The report's language starts as the family's; a clinic may read the other (ADR 071).
  const [language, setLanguage] = useState<Locale | null>(null);
  const reportLanguage = language ?? locale;
  // English column names suit a clinic's tools that read columns by name (ADR 010).
  const [columns, setColumns] = useState<CsvColumnChoice>("report");
  const [busy, setBusy] = useState<ReportKind | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const form = useContractForm<ExportRangeFormValues>({
    schema: exportRangeForm(today),
    mode: "onChange",
    defaultValues: { startDate: "", endDate: "" },
  });
  const {
    register,
    watch,
    setValue,
    trigger,
    formState: { errors },
  } = form;
  const startDate = watch("startDate");
  const endDate = watch("endDate");
  const range = { startDate: startDate || undefined, endDate: endDate || undefined };
  const rangeValid = !errors.startDate && !errors.endDate;

  // One export at a time: a second tap while one is built is dropped.
  const exportReport = (kind: CsvReportKind) =>
    form.once(async () => {
      if (!child.userId) {
        notifyFailure(t("reports.exportFailed"), t("reports.userNotAuthenticated"));
        return;
      }
      if (!(await trigger())) return;
      setBusy(kind);
      try {
        const data = await queryClient.fetchQuery({
          ...exportQueryOptions(child.userId, { ...range, language: reportLanguage, columns }),
          staleTime: 0,
        });
        // The server checked the choice and says which words the file carries.
        const report = data.report ?? { language: reportLanguage, columns };
        const words = (await loadTranslator(report.language)).t;
        const columnWords = report.columns === "en" ? (await loadTranslator("en")).t : words;
        const zone = browserTimeZone();
        const now = new Date();
        const header: ReportHeader = {
          childName: child.name,
          period: reportPeriod(range, data, today, zone),
          exported: { date: today, time: localTime(now, zone), timeZone: zone },
        };
        // An empty period writes no file: it says so instead (ADR 061).
        if (isEmptyDiary(data)) {
          toast({
            title: t("reports.nothingToExport"),
            description: nothingLoggedMessage(header.period, t),
          });
          return;
        }
        const rows = reportRows(kind, data, header, zone, { t: words, columns: columnWords });
        downloadText(reportFileName(kind, header), toCsv(rows));
        toast({
          title: t("reports.exportSuccess"),
          description: t("reports.csvDownloaded", { report: reportName(kind, t) }),
        });
      } catch (error) {
        notifyFailure(t("reports.exportFailed"), exportFailureDescription(error));
      } finally {
        setBusy(null);
      }
    });

  // The FHIR bundle is built and streamed by the server (ADR 060); the browser saves it.
  const exportFhir = () =>
    form.once(async () => {
      if (!child.userId) {
        notifyFailure(t("reports.exportFailed"), t("reports.userNotAuthenticated"));
        return;
      }
      if (!(await trigger())) return;
      setBusy("fhir");
      try {
        await downloadFhirBundle(child.userId, { ...range, language: reportLanguage });
        toast({ title: t("reports.exportSuccess"), description: t("reports.fhirDownloaded") });
      } catch (error) {
        if (error instanceof FhirNothingLogged) {
          toast({
            title: t("reports.nothingToExport"),
            description: nothingLoggedMessage(error.period, t),
          });
        } else {
          notifyFailure(t("reports.exportFailed"), exportFailureDescription(error));
        }
      } finally {
        setBusy(null);
      }
    });

  const pickRange = (days: number) => {
    const next = lastDaysRange(days, today);
    setValue("startDate", next.startDate, { shouldValidate: true });
    setValue("endDate", next.endDate, { shouldValidate: true });
  };

  const exportButton = (kind: CsvReportKind, label: string, block = true) => (
    <Button
      variant="primary"
      size="sm"
      block={block}
      disabled={busy !== null || !rangeValid}
      aria-busy={busy === kind}
      onClick={() => void exportReport(kind)}
    >
      <BusyIcon busy={busy === kind} icon={<Download aria-hidden="true" className="size-5" />} />
      {label}
    </Button>
  );

  return (
    <div className="space-y-4">
      <Card>
        <h3 className="text-lg font-black">{t("reports.datesTitle")}</h3>
        <p className="text-sm font-semibold text-ink-soft">{t("reports.datesHint")}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("reports.startDate")}
            type="date"
            max={endDate || today}
            error={errors.startDate?.message}
            {...register("startDate", { onChange: () => void trigger("endDate") })}
          />
          <TextField
            label={t("reports.endDate")}
            type="date"
            min={startDate || undefined}
            max={today}
            error={errors.endDate?.message}
            {...register("endDate")}
          />
        </div>
        <fieldset className="mt-3">
          <legend className="text-sm font-extrabold text-ink-soft">
            {t("reports.quickRanges")}
          </legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {QUICK_RANGES.map((quick) => (
              <Button
                key={quick.days}
                variant="outline"
                size="sm"
                onClick={() => pickRange(quick.days)}
              >
                {t(`reports.quick.${quick.days}`)}
              </Button>
            ))}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setValue("startDate", "", { shouldValidate: true });
                setValue("endDate", "", { shouldValidate: true });
              }}
            >
              {t("reports.allDatesButton")}
            </Button>
          </div>
        </fieldset>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t("reports.languageLabel")}
            value={reportLanguage}
            onChange={(event) => setLanguage(event.target.value as Locale)}
          >
            {LOCALES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("reports.columnsLabel")}
            hint={t("reports.columnsHint")}
            value={columns}
            onChange={(event) => setColumns(event.target.value as CsvColumnChoice)}
          >
            {CSV_COLUMN_CHOICES.map((option) => (
              <option key={option} value={option}>
                {t(`reports.columns.${option}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-4">{exportButton("timeline", t("reports.exportCustomTimeline"))}</div>
      </Card>

      <div className="grid gap-3 md:grid-cols-3">
        {REPORT_CARDS.map((card) => (
          <Card key={card.kind} className="flex flex-col !p-4">
            <h3 className="flex items-center gap-2 text-lg font-black">
              <span aria-hidden="true" className="font-emoji">
                {card.emoji}
              </span>
              {t(`reports.card.${card.kind}.title`)}
            </h3>
            <p className="mt-1 mb-3 flex-1 text-sm font-semibold text-ink-soft">
              {t(`reports.card.${card.kind}.text`)}
            </p>
            {exportButton(card.kind, t(`reports.card.${card.kind}.button`))}
          </Card>
        ))}
      </div>

      <Card className="flex flex-col gap-3 !p-4 sm:flex-row sm:items-center">
        <div className="flex-1">
          <h3 className="flex items-center gap-2 text-lg font-black">
            <FileHeart aria-hidden="true" className="size-5" />
            {t("reports.fhirTitle")}
          </h3>
          <p className="mt-1 text-sm font-semibold text-ink-soft">{t("reports.fhirText")}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={busy !== null || !rangeValid}
          aria-busy={busy === "fhir"}
          onClick={() => void exportFhir()}
        >
          <BusyIcon
            busy={busy === "fhir"}
            icon={<Download aria-hidden="true" className="size-5" />}
          />
          {t("reports.fhirButton")}
        </Button>
      </Card>

      <Card tone="bg-brand-50">
        <h3 className="flex items-center gap-2 text-lg font-black">
          <FileText aria-hidden="true" className="size-5" />
          {t("reports.summaryTitle")}
        </h3>
        <p className="mt-1 text-sm font-semibold text-ink-soft">{t("reports.summaryText")}</p>
        <Button
          className="mt-3"
          variant="sunny"
          size="sm"
          disabled={!rangeValid || !child.userId}
          onClick={() => setSummaryOpen(true)}
        >
          {t("reports.summaryButton")}
        </Button>
      </Card>

      <ReportContents />

      <p className="rounded-2xl border-2 border-ink/15 bg-white p-3 text-sm font-bold">
        {t("reports.disclaimer")}
      </p>

      {summaryOpen && child.userId ? (
        <Suspense fallback={null}>
          <ClinicSummary
            child={{ ...child, userId: child.userId }}
            range={range}
            today={today}
            onClose={() => setSummaryOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
