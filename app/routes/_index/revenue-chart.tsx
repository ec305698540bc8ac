import { ServerMarkup } from "~/ui/server-markup";
import type { MarkupRef } from "~/utils/server-markup";

export type ChartDay = { label: string; amount: string };

/** The two pictures of the chart, each sent once (app/utils/server-markup.server.ts). */
export type RevenueChartMarkup = { wide: MarkupRef; phone: MarkupRef };

/**
 * Shows the chart the server drew: the wide picture or, below 575 px, the 4-day one, switched by
 * CSS alone. The pictures are decorative for assistive technology; the table says the same.
 */
export function RevenueChart({ svg, days, caption }: { svg: RevenueChartMarkup; days: ChartDay[]; caption: string }) {
  return (
    <figure className="revenue-chart">
      <ServerMarkup className="revenue-chart__picture revenue-chart__picture--wide" markup={svg.wide} />
      <ServerMarkup className="revenue-chart__picture revenue-chart__picture--phone" markup={svg.phone} />
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <tbody>
          {days.map((day, index) => (
            <tr key={index}>
              <th scope="row">{day.label}</th>
              <td>{day.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
