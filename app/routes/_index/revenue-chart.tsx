import { ServerDrawn, useDataOnce } from "~/ui/server-drawn";
import { ServerMarkup } from "~/ui/server-markup";
import { markup } from "~/utils/markup";
import type { DataRef, MarkupRef } from "~/utils/server-markup";

export type ChartDay = { label: string; amount: string };

/** The two pictures of the chart, each sent once (app/utils/server-markup.server.ts). */
export type RevenueChartMarkup = { wide: MarkupRef; phone: MarkupRef };

/**
 * Shows the chart the server drew: the wide picture or, below 575 px, the 4-day one, switched by
 * CSS alone. The pictures are decorative for assistive technology; the table says the same, its
 * rows text only, written as `markup` and sent once (docs/decisions/125).
 */
export function RevenueChart({
  svg,
  days,
  caption,
}: {
  svg: RevenueChartMarkup;
  days: DataRef<ChartDay[]>;
  caption: string;
}) {
  const shownDays = useDataOnce(days);
  return (
    <figure className="revenue-chart">
      <ServerMarkup className="revenue-chart__picture revenue-chart__picture--wide" markup={svg.wide} />
      <ServerMarkup className="revenue-chart__picture revenue-chart__picture--phone" markup={svg.phone} />
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <ServerDrawn as="tbody" value={shownDays}>
          {(days) =>
            markup`${days.map((day) => markup`<tr><th scope="row">${day.label}</th><td>${day.amount}</td></tr>`)}`
          }
        </ServerDrawn>
      </table>
    </figure>
  );
}
