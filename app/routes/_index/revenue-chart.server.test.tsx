import { describe, expect, it } from "vitest";
import { formatDayMonth } from "~/utils/format";
import { renderRevenueChart } from "./revenue-chart.server";

const DAY_MS = 86_400_000;
const days = Array.from({ length: 30 }, (_, index) => ({
  label: formatDayMonth(new Date(Date.UTC(2024, 6, 1) + index * DAY_MS).toISOString()),
  amount: 100_000 + index * 5_000.123,
}));

const dots = (svg: string) => svg.match(/class="recharts-dot recharts-line-dot"/g)?.length ?? 0;
const yTicks = (svg: string) =>
  svg.match(/recharts-yAxis[\s\S]*$/)![0].match(/recharts-cartesian-axis-tick-value/g)?.length ?? 0;

describe("renderRevenueChart", () => {
  const chart = renderRevenueChart(days);

  it("draws every day on wide screens and the last four on phones", () => {
    expect(chart.wide.startsWith("<svg")).toBe(true);
    expect(chart.wide.endsWith("</svg>")).toBe(true);
    expect(dots(chart.wide)).toBe(30);
    expect(dots(chart.phone)).toBe(4);
    expect(chart.phone).toContain("27.07");
    expect(chart.phone).not.toContain("26.07");
  });

  it("labels at most six rouble ticks on the y axis", () => {
    expect(yTicks(chart.wide)).toBeGreaterThan(1);
    expect(yTicks(chart.wide)).toBeLessThanOrEqual(6);
    expect(chart.wide).toMatch(/тыс\.\s₽/);
  });

  it("rounds coordinates and drops the fixed-size wrapper", () => {
    expect(chart.wide).not.toMatch(/="[^"]*\d\.\d{2,}/);
    expect(chart.wide).not.toContain("recharts-wrapper");
  });
});
