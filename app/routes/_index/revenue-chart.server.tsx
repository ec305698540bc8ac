import { renderToStaticMarkup } from "react-dom/server";
import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import { formatCompactRubles } from "~/utils/format";

/**
 * The dashboard's line chart, drawn on the server: recharts 2.15 renders a complete SVG when it
 * has a fixed size and no animation, so the browser gets the picture without JavaScript and
 * without downloading recharts (it never reaches the client bundle from this .server module).
 */

/** A day as its label shows it (15.07), and its sum; null when the marketplace gave none (the line has a gap there). */
export type DailyAmount = { label: string; amount: number | null };

/** SVG markup for wide screens (every day) and for phones (the last 4 days only). */
export type RevenueChartSvg = { wide: string; phone: string };

const MOBILE_DAYS = 4;
const Y_TICKS = 6;
/** Beyond this many day labels the axis gets crowded; the server cannot measure text to thin them. */
const MAX_X_LABELS = 8;
const ACCENT = "#e8590c";
const GRID = "#d8dde3";
const TEXT = "#5b636e";

const SIZES = {
  wide: { width: 760, height: 300 },
  phone: { width: 340, height: 220 },
} as const;

function drawChart(days: DailyAmount[], { width, height }: { width: number; height: number }) {
  const markup = renderToStaticMarkup(
    <LineChart width={width} height={height} data={days} margin={{ top: 12, right: 16, bottom: 4, left: 4 }}>
      <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="label"
        interval={Math.max(0, Math.ceil(days.length / MAX_X_LABELS) - 1)}
        tick={{ fill: TEXT, fontSize: 12 }}
        tickLine={false}
        stroke={GRID}
      />
      <YAxis
        tickCount={Y_TICKS}
        tickFormatter={formatCompactRubles}
        width={84}
        tick={{ fill: TEXT, fontSize: 12 }}
        tickLine={false}
        axisLine={false}
      />
      <Line dataKey="amount" stroke={ACCENT} strokeWidth={2} dot={{ r: 3, fill: ACCENT }} isAnimationActive={false} />
    </LineChart>,
  );
  return compactSvg(markup);
}

/**
 * Attributes recharts passes on to SVG elements that SVG does not have (its props for laying out
 * ticks and dots): the W3C validator refuses them, and no browser draws anything with them.
 */
const NOT_SVG: Record<string, string[]> = {
  line: ["x", "y", "width", "height", "orientation"],
  text: ["width", "height", "orientation"],
  circle: ["width", "height"],
  path: ["width", "height"],
};

/**
 * Keeps only the <svg> (the wrapper div carries a fixed pixel size; CSS scales the picture), drops
 * the attributes SVG does not allow, and rounds the coordinates in its attributes to one decimal,
 * which halves the markup without a visible difference.
 */
export function compactSvg(markup: string) {
  const svg = markup.slice(markup.indexOf("<svg"), markup.lastIndexOf("</svg>") + "</svg>".length);
  return svg
    .replace(/<(line|text|circle|path)\b[^>]*>/g, (tag, element: string) =>
      tag.replace(/ ([\w-]+)="[^"]*"/g, (attribute, name: string) =>
        NOT_SVG[element].includes(name) ? "" : attribute,
      ),
    )
    .replace(/="[^"]*"/g, (attribute) => attribute.replace(/(\d+\.\d)\d+/g, "$1"))
    .replace(/<title><\/title><desc><\/desc>/, "")
    .replace("<svg ", '<svg aria-hidden="true" focusable="false" ');
}

/** Charts already drawn, by their figures: a supplier's daily orders change once a day, not per request. */
const drawn = new Map<string, RevenueChartSvg>();
const DRAWN_LIMIT = 500;

export function renderRevenueChart(days: DailyAmount[]): RevenueChartSvg {
  const key = JSON.stringify(days);
  let chart = drawn.get(key);
  if (!chart) {
    chart = { wide: drawChart(days, SIZES.wide), phone: drawChart(days.slice(-MOBILE_DAYS), SIZES.phone) };
    if (drawn.size >= DRAWN_LIMIT) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, chart);
  }
  return chart;
}
