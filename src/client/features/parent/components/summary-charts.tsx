import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, BarStack, Line } from "@visx/shape";
import type { SummaryBucket } from "../../../../domain/reports/clinic-summary";

/** Drawing size in SVG units; the chart scales to its box, on screen and on paper. */
const FULL_WIDTH = 680;
const MARGIN = { top: 6, right: 6, bottom: 16, left: 22 };

type Row = Record<string, number> & { index: number };

function xScaleOf(buckets: readonly SummaryBucket[], width: number) {
  return scaleBand<number>({
    domain: buckets.map((_, i) => i),
    range: [0, width],
    padding: buckets.length > 60 ? 0.1 : 0.2,
  });
}

/** A date label every few bars, so the labels never run into each other. */
function DateTicks({
  buckets,
  x,
  y,
}: {
  buckets: readonly SummaryBucket[];
  x: ReturnType<typeof xScaleOf>;
  y: number;
}) {
  // Across a new year "11-26" could be either year: the labels then carry it ("2025-11").
  const years = new Set(buckets.map((b) => b.from.slice(0, 4))).size > 1;
  const label = (from: string) => (years ? from.slice(0, 7) : from.slice(5));
  const every = Math.max(1, Math.ceil((buckets.length * (years ? 52 : 40)) / x.range()[1]!));
  return (
    <g>
      {buckets.map((bucket, i) =>
        i % every === 0 ? (
          <text
            key={bucket.from}
            x={(x(i) ?? 0) + x.bandwidth() / 2}
            y={y + 12}
            fontSize={9}
            textAnchor="middle"
            fill="#4b4668"
          >
            {label(bucket.from)}
          </text>
        ) : null,
      )}
    </g>
  );
}

function YAxis({ max, height, label }: { max: number; height: number; label: string }) {
  return (
    <g>
      <line x1={-3} x2={-3} y1={0} y2={height} stroke="#c7c3d6" />
      <text x={-6} y={8} fontSize={9} textAnchor="end" fill="#4b4668">
        {max}
      </text>
      <text x={-6} y={height} fontSize={9} textAnchor="end" fill="#4b4668">
        0
      </text>
      <title>{label}</title>
    </g>
  );
}

/**
 * Stacked bars of counts per bar (stool types or feelings), coloured by key; a bar with nothing
 * in it shows a small open circle, so an empty day is visible rather than missing.
 */
export function StackedCountChart<K extends string>({
  buckets,
  keys,
  countsOf,
  colours,
  height,
  width = FULL_WIDTH,
  label,
  emptyLabel,
}: {
  buckets: readonly SummaryBucket[];
  keys: readonly K[];
  countsOf: (bucket: SummaryBucket) => Record<K, number>;
  colours: Record<K, string>;
  height: number;
  width?: number;
  label: string;
  emptyLabel: string;
}) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const rows: Row[] = buckets.map((bucket, index) => ({ index, ...countsOf(bucket) }) as Row);
  const totals = rows.map((row) => keys.reduce((sum, key) => sum + (row[key] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const x = xScaleOf(buckets, innerWidth);
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0] });
  const r = Math.min(3, x.bandwidth() / 2.5);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className="block h-auto w-full"
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        <YAxis max={max} height={innerHeight} label={label} />
        <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke="#c7c3d6" />
        <BarStack<Row, K>
          data={rows}
          keys={[...keys]}
          x={(row) => row.index}
          xScale={x}
          yScale={y}
          color={(key) => colours[key]}
        >
          {(stacks) =>
            stacks.flatMap((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => (
                  <rect
                    key={`${stack.key}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    fill={bar.color}
                  />
                )),
            )
          }
        </BarStack>
        {totals.map((total, i) =>
          total === 0 ? (
            <circle
              key={buckets[i]?.from}
              cx={(x(i) ?? 0) + x.bandwidth() / 2}
              cy={innerHeight - r - 1}
              r={r}
              fill="none"
              stroke="#6b7280"
              strokeWidth={1}
            >
              <title>{`${buckets[i]?.from}: ${emptyLabel}`}</title>
            </circle>
          ) : null,
        )}
        <DateTicks buckets={buckets} x={x} y={innerHeight} />
      </Group>
    </svg>
  );
}

/** One bar per day (or per week on long periods), with an optional dashed goal line. */
export function ValueChart({
  buckets,
  valueOfBucket,
  goal,
  height,
  width = FULL_WIDTH,
  label,
  colour,
  goalColour = "#1d4ed8",
}: {
  buckets: readonly SummaryBucket[];
  valueOfBucket: (bucket: SummaryBucket) => number;
  goal?: number;
  height: number;
  width?: number;
  label: string;
  colour: string;
  goalColour?: string;
}) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const values = buckets.map(valueOfBucket);
  const max = Math.max(1, goal ?? 0, ...values);
  const x = xScaleOf(buckets, innerWidth);
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const top = y.domain()[1] ?? max;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      className="block h-auto w-full"
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        <YAxis max={Math.round(top * 10) / 10} height={innerHeight} label={label} />
        <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke="#c7c3d6" />
        {values.map((value, i) => (
          <Bar
            key={buckets[i]?.from}
            x={x(i) ?? 0}
            y={y(value)}
            width={x.bandwidth()}
            height={innerHeight - y(value)}
            fill={colour}
            opacity={goal !== undefined && value < goal ? 0.55 : 1}
          />
        ))}
        {goal !== undefined ? (
          <Line
            from={{ x: 0, y: y(goal) }}
            to={{ x: innerWidth, y: y(goal) }}
            stroke={goalColour}
            strokeWidth={1.5}
            strokeDasharray="5 3"
          />
        ) : null}
        <DateTicks buckets={buckets} x={x} y={innerHeight} />
      </Group>
    </svg>
  );
}
