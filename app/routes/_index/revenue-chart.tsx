import type { RevenueChartSvg } from "./revenue-chart.server";

export type ChartDay = { label: string; amount: string };

/**
 * Shows the chart the server drew: the wide picture or, below 575 px, the 4-day one, switched by
 * CSS alone. The pictures are decorative for assistive technology; the table says the same.
 */
export function RevenueChart({ svg, days, caption }: { svg: RevenueChartSvg; days: ChartDay[]; caption: string }) {
  return (
    <figure className="revenue-chart">
      <div
        className="revenue-chart__picture revenue-chart__picture--wide"
        dangerouslySetInnerHTML={{ __html: svg.wide }}
      />
      <div
        className="revenue-chart__picture revenue-chart__picture--phone"
        dangerouslySetInnerHTML={{ __html: svg.phone }}
      />
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.label}>
              <th scope="row">{day.label}</th>
              <td>{day.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
