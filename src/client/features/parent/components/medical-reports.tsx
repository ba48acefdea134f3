import { useQueryClient } from "@tanstack/react-query";
import { Download, FileText } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { type ExportRangeFormValues, exportRangeForm } from "../../../../contracts/export";
import {
  CSV_REPORTS,
  type CsvReportKind,
  type CsvRow,
  csvFileName,
  foodGroupRows,
  patternRows,
  timelineRows,
} from "../../../../domain/reports/csv-rows";
import type { DiaryExport } from "../../../../domain/reports/diary-export";
import { lastDaysRange, QUICK_RANGES } from "../../../../domain/reports/export-range";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { BusyIcon } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { notifyFailure } from "../../../lib/notify";
import { browserTimeZone, todayLocalDate } from "../../../lib/time";
import { useContractForm } from "../../../lib/use-contract-form";
import { exportQueryOptions } from "../api/get-export";
import { downloadText, toCsv } from "../utils/csv-file";
import {
  EXPORT_FAILED,
  EXPORT_SUCCESS,
  exportFailureDescription,
  exportSuccessDescription,
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

function rowsOf(
  kind: CsvReportKind,
  data: DiaryExport,
  child: ReportChild,
  range: { startDate?: string; endDate?: string },
  today: string,
): CsvRow[] {
  const zone = browserTimeZone();
  if (kind === "timeline") return timelineRows(data, zone);
  if (kind === "patterns") {
    return patternRows(data.patterns, { childName: child.name, range, today }, zone, data.cases);
  }
  return foodGroupRows(data.meals, zone);
}

/** SPEC 2 "Medical reports and export": report cards, dates, quick ranges, exports, summary. */
export function MedicalReports({ child }: { child: ReportChild }) {
  const today = todayLocalDate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<CsvReportKind | null>(null);
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
        downloadText(csvFileName(kind, today), toCsv(rowsOf(kind, data, child, range, today)));
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
