import { useEffect, useRef, useState } from "react";
import type { NumbersTable } from "@/domain/numbers/numbers-table";

/**
 * The numbers page's charts, drawn as SVG by React itself: stacked bars, grouped bars or
 * lines over a table's rows. No chart library: a few hundred bytes instead of the tens of KB
 * a general one costs, and the chart is a picture of the table beside it (which is what a
 * screen reader reads), so the SVG is one labelled image. It is drawn at the width it is shown
 * (one user unit per CSS pixel), so its labels keep their size on a phone's screen too.
 */
const PALETTE = [
  "#1d4ed8",
  "#c2410c",
  "#047857",
  "#7e22ce",
  "#b91c1c",
  "#0e7490",
  "#a16207",
  "#4d7c0f",
  "#be185d",
];
/** The width drawn before the element's own is known, and the narrowest drawn. */
const WIDTH = 640;
const MIN_WIDTH = 240;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 44, left: 52 };
const FONT = { value: 12, axis: 12 };
/** The room one label under the axis needs (a day as "27 Nov", a name cut to 14 characters). */
const LABEL_ROOM = { day: 56, name: 96 };

/** The element's width in CSS pixels, followed as it changes (WIDTH until it is measured). */
function useWidth<E extends Element>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const measured = Math.round(entries[0]?.contentRect.width ?? 0);
      if (measured > 0) setWidth(Math.max(MIN_WIDTH, measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function seriesColour(index: number): string {
  return PALETTE[index % PALETTE.length] as string;
}

/** A round step for the value axis: 1, 2 or 5 times a power of ten, about four ticks. */
function niceMax(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 1, step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power) as number;
  return { top: Math.ceil(max / step) * step, step };
}

const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function SvgChart({ table, label }: { table: NumbersTable; label: string }) {
  const { rows, series, x } = table;
  const [ref, width] = useWidth<SVGSVGElement>();
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const stacked = table.kind === "stacked-bars";
  const max = Math.max(
    0,
    ...rows.map((row) =>
      stacked
        ? series.reduce((sum, s) => sum + num(row[s]), 0)
        : Math.max(0, ...series.map((s) => num(row[s]))),
    ),
  );
  const { top, step } = niceMax(max);
  const y = (value: number) => PAD.top + plotH - (value / top) * plotH;
  const band = rows.length === 0 ? plotW : plotW / rows.length;
  const days = rows.some((row) => /^\d{4}-\d{2}-\d{2}$/.test(String(row[x] ?? "")));
  const fits = Math.max(1, Math.floor(plotW / (days ? LABEL_ROOM.day : LABEL_ROOM.name)));
  const labelEvery = Math.max(1, Math.ceil(rows.length / fits));
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);

  return (
    <svg ref={ref} viewBox={`0 0 ${width} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={label}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" />
          <text
            x={PAD.left - 6}
            y={y(tick)}
            textAnchor="end"
            dominantBaseline="middle"
            fontSize={FONT.value}
            fill="#4b5563"
          >
            {tick.toLocaleString("en-AU")}
          </text>
        </g>
      ))}
      {table.kind === "lines"
        ? series.map((s, si) => {
            const points = rows
              .map((row, i) =>
                typeof row[s] === "number" ? `${PAD.left + band * (i + 0.5)},${y(num(row[s]))}` : null,
              )
              .filter((p) => p !== null);
            return (
              <polyline
                key={s}
                points={points.join(" ")}
                fill="none"
                stroke={seriesColour(si)}
                strokeWidth="2"
                strokeDasharray={si % 2 === 1 ? "6 3" : undefined}
              />
            );
          })
        : rows.map((row, i) => {
            const x0 = PAD.left + band * i + band * 0.1;
            const w = band * 0.8;
            let base = 0;
            return (
              <g key={`${String(row[x])}#${i}`}>
                {series.map((s, si) => {
                  const value = num(row[s]);
                  if (value === 0) return null;
                  if (stacked) {
                    const rect = (
                      <rect
                        key={s}
                        x={x0}
                        width={Math.max(1, w)}
                        y={y(base + value)}
                        height={y(base) - y(base + value)}
                        fill={seriesColour(si)}
                      />
                    );
                    base += value;
                    return rect;
                  }
                  const sw = w / series.length;
                  return (
                    <rect
                      key={s}
                      x={x0 + sw * si}
                      width={Math.max(1, sw)}
                      y={y(value)}
                      height={y(0) - y(value)}
                      fill={seriesColour(si)}
                    />
                  );
                })}
              </g>
            );
          })}
      <line x1={PAD.left} x2={width - PAD.right} y1={y(0)} y2={y(0)} stroke="#4b5563" />
      {rows.map((row, i) =>
        i % labelEvery === 0 ? (
          <text
            key={`${String(row[x])}#${i}`}
            x={PAD.left + band * (i + 0.5)}
            y={HEIGHT - PAD.bottom + 14}
            textAnchor="middle"
            fontSize={FONT.axis}
            fill="#4b5563"
          >
            {shortLabel(String(row[x] ?? ""))}
          </text>
        ) : null,
      )}
    </svg>
  );
}

/** Days as 27 Nov, long names cut to fit under a bar. */
function shortLabel(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
      Number(day[2]) - 1
    ];
    return `${Number(day[3])} ${month}`;
  }
  return value.length > 14 ? `${value.slice(0, 13)}…` : value;
}
