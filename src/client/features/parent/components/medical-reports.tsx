import { useQueryClient } from "@tanstack/react-query";
import { Download, FileHeart, FileText } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { type ExportRangeFormValues, exportRangeForm } from "../../../../contracts/export";
import { localTime } from "../../../../domain/local-day";
import {
  CSV_REPORTS,
  type CsvReportKind,
  isEmptyDiary,
  nothingLoggedMessage,
  type ReportHeader,
  reportFileName,
  reportPeriod,
  reportRows,
} from "../../../../domain/reports/csv-rows";
import { lastDaysRange, QUICK_RANGES } from "../../../../domain/reports/export-range";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { t } from "../../../lib/i18n";
import { notifyFailure } from "../../../lib/notify";
import { browserTimeZone, todayLocalDate } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { exportQueryOptions } from "../api/get-export";
import { downloadFhirBundle, FhirNothingLogged } from "../api/get-fhir";
import { downloadText, toCsv } from "../utils/csv-file";
import {
  EXPORT_FAILED,
  EXPORT_SUCCESS,
  exportFailureDescription,
  exportSuccessDescription,
  FHIR_SUCCESS_DESCRIPTION,
  NOTHING_TO_EXPORT,
  USER_NOT_AUTHENTICATED,
} from "../utils/export-messages";
import { ReportContents } from "./report-contents";

// The summary and its charts load only when a parent opens it.
const ClinicSummary = lazy(() =>
  import("./clinic-summary").then((module) => ({ default: module.ClinicSummary })),
);

const REPORT_CARDS = [
  {
    kind: "timeline",
    emoji: "🗓️",
    title: "Timeline Report",
    text: "Every meal, tummy check, bathroom event, sleep log and drink in time order, with the patterns found.",
  },
  {
    kind: "patterns",
    emoji: "🔍",
    title: "Pattern Report",
    text: "Each food-to-feeling pattern with its confidence, occurrences, status and evidence.",
  },
  {
    kind: "foodGroups",
    emoji: "🥦",
    title: "Food Groups Report",
    text: "How often each food group was eaten, on how many days, with examples.",
  },
] as const satisfies readonly { kind: CsvReportKind; emoji: string; title: string; text: string }[];

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
  const queryClient = useQueryClient();
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
        notifyFailure(EXPORT_FAILED, USER_NOT_AUTHENTICATED);
        return;
      }
      if (!(await trigger())) return;
      setBusy(kind);
      try {
        const data = await queryClient.fetchQuery({
          ...exportQueryOptions(child.userId, range),
          staleTime: 0,
        });
        const zone = browserTimeZone();
        const now = new Date();
        const header: ReportHeader = {
          childName: child.name,
          period: reportPeriod(range, data, today, zone),
          exported: { date: today, time: localTime(now, zone), timeZone: zone },
        };
        // An empty period writes no file: it says so instead (ADR 061).
        if (isEmptyDiary(data)) {
          toast({ title: NOTHING_TO_EXPORT, description: nothingLoggedMessage(header.period) });
          return;
        }
        downloadText(reportFileName(kind, header), toCsv(reportRows(kind, data, header, zone, t)));
        toast({
          title: EXPORT_SUCCESS,
          description: exportSuccessDescription(CSV_REPORTS[kind].name),
        });
      } catch (error) {
        notifyFailure(EXPORT_FAILED, exportFailureDescription(error));
      } finally {
        setBusy(null);
      }
    });

  // The FHIR bundle is built and streamed by the server (ADR 060); the browser saves it.
  const exportFhir = () =>
    form.once(async () => {
      if (!child.userId) {
        notifyFailure(EXPORT_FAILED, USER_NOT_AUTHENTICATED);
        return;
      }
      if (!(await trigger())) return;
      setBusy("fhir");
      try {
        await downloadFhirBundle(child.userId, range);
        toast({ title: EXPORT_SUCCESS, description: FHIR_SUCCESS_DESCRIPTION });
      } catch (error) {
        if (error instanceof FhirNothingLogged) {
          toast({ title: NOTHING_TO_EXPORT, description: error.message });
        } else {
          notifyFailure(EXPORT_FAILED, exportFailureDescription(error));
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
        <h3 className="text-lg font-black">Report dates</h3>
        <p className="text-sm font-semibold text-ink-soft">
          Optional: leave both empty to export everything.
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField
            label="Start date"
            type="date"
            max={endDate || today}
            error={errors.startDate?.message}
            {...register("startDate", { onChange: () => void trigger("endDate") })}
          />
          <TextField
            label="End date"
            type="date"
            min={startDate || undefined}
            max={today}
            error={errors.endDate?.message}
            {...register("endDate")}
          />
        </div>
        <fieldset className="mt-3">
          <legend className="text-sm font-extrabold text-ink-soft">Quick ranges</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {QUICK_RANGES.map((quick) => (
              <Button
                key={quick.label}
                variant="outline"
                size="sm"
                onClick={() => pickRange(quick.days)}
              >
                {quick.label}
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
              All dates
            </Button>
          </div>
        </fieldset>
        <div className="mt-4">{exportButton("timeline", "Export Custom Timeline")}</div>
      </Card>

      <div className="grid gap-3 md:grid-cols-3">
        {REPORT_CARDS.map((card) => (
          <Card key={card.kind} className="flex flex-col !p-4">
            <h3 className="flex items-center gap-2 text-lg font-black">
              <span aria-hidden="true" className="font-emoji">
                {card.emoji}
              </span>
              {card.title}
            </h3>
            <p className="mt-1 mb-3 flex-1 text-sm font-semibold text-ink-soft">{card.text}</p>
            {exportButton(card.kind, `Export ${card.title.replace(" Report", "")} CSV`)}
          </Card>
        ))}
      </div>

      <Card className="flex flex-col gap-3 !p-4 sm:flex-row sm:items-center">
        <div className="flex-1">
          <h3 className="flex items-center gap-2 text-lg font-black">
            <FileHeart aria-hidden="true" className="size-5" />
            For the clinic's system
          </h3>
          <p className="mt-1 text-sm font-semibold text-ink-soft">
            The same dates as one FHIR R4 file (a standard health-record format) that a clinic's
            record system can import: stool types, tummy checks, meals and drinks.
          </p>
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
          Download for the clinic's system (FHIR)
        </Button>
      </Card>

      <Card tone="bg-brand-50">
        <h3 className="flex items-center gap-2 text-lg font-black">
          <FileText aria-hidden="true" className="size-5" />
          Clinic Summary
        </h3>
        <p className="mt-1 text-sm font-semibold text-ink-soft">
          One printable page for the doctor or dietitian: stool types, tummy feelings, fluids,
          meals, sleep and patterns over the chosen dates (the last 4 weeks when none are chosen).
        </p>
        <Button
          className="mt-3"
          variant="sunny"
          size="sm"
          disabled={!rangeValid || !child.userId}
          onClick={() => setSummaryOpen(true)}
        >
          Open Clinic Summary
        </Button>
      </Card>

      <ReportContents />

      <p className="rounded-2xl border-2 border-ink/15 bg-white p-3 text-sm font-bold">
        Tummy Detective is for tracking only. It is not medical advice and does not diagnose
        anything: share these reports with your child's doctor or dietitian, who can interpret them.
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
