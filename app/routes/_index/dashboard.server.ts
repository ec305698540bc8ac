import type { AppLoadContext } from "@remix-run/node";
import { mayOpen } from "~/services/access/guards.server";
import { analytics, type DailyOrders } from "~/services/marketplace/analytics.server";
import type { Marketplace } from "~/services/marketplace/client.server";
import type { Viewer } from "~/services/session/viewer.server";
import { formatDate, formatDayMonth, formatRubles, MISSING } from "~/utils/format";
import { dataOnce, markupOnce } from "~/utils/server-markup.server";
import type { DashboardData, Revenue } from "./dashboard";
import { renderRevenueChart, type DailyAmount } from "./revenue-chart.server";

/**
 * What the signed-in main page shows. The onboarding step comes from the session alone; only a
 * complete supplier needs an upstream call, the daily orders of the session's active contract.
 */
export async function loadDashboard(
  context: AppLoadContext,
  api: Marketplace,
  viewer: Viewer,
  request: Request,
): Promise<DashboardData> {
  const offers = {
    companyEdit: mayOpen(viewer, "companyEdit", { request }),
    contractAdd: mayOpen(viewer, "contractAdd", { request }),
  };
  if (!viewer.activeContractorId) return { step: 1, offers };
  if (!viewer.activeContractId) return { step: 2, offers };
  // The daily orders are asked by the contract's number: a contract the marketplace sent without one has none to show.
  if (!viewer.activeContractNumber) return { step: "complete", error: NO_CONTRACT_NUMBER };
  const orders = await analytics.dailyOrders(api, viewer.activeContractNumber);
  if (orders.error) return { step: "complete", error: orders.errorText };
  return { step: "complete", revenue: revenueOf(orders.data, new Date(), context) };
}

const NO_CONTRACT_NUMBER = "Маркетплейс не сообщил номер договора, по которому считается статистика.";

const finite = (value: number | undefined) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/**
 * The days of the chart and its table, in the marketplace's order, each date read once into its label:
 * a day without a usable date is left out, a day without a sum stays (a gap in the line, «—» in the table).
 */
export function chartDays(items: DailyOrders["items"]): DailyAmount[] {
  return (items ?? []).flatMap(({ completedAt, orderAmountPerDay }) => {
    const label = formatDayMonth(completedAt);
    return label === MISSING ? [] : [{ label, amount: finite(orderAmountPerDay) }];
  });
}

export function revenueOf({ items, total, productsCost }: DailyOrders, today: Date, context: AppLoadContext): Revenue {
  const days = chartDays(items);
  const chartOf = () => {
    const svg = renderRevenueChart(days);
    return {
      wide: markupOnce(context, "revenue-chart-wide", svg.wide),
      phone: markupOnce(context, "revenue-chart-phone", svg.phone),
    };
  };
  return {
    total: formatRubles(total),
    asOf: formatDate(today.toISOString()),
    placement: [
      { title: "На ваших складах", value: formatRubles(productsCost?.myProductsCost) },
      // The marketplace's shops do not hold suppliers' goods yet: always 0.
      { title: "В магазинах", value: formatRubles(0) },
      { title: "На складах маркетплейса", value: formatRubles(productsCost?.dcProductsCost) },
    ],
    chart: days.length ? chartOf() : null,
    // The table that says what the chart shows is text only: a document's HTML carries it once (decision 125).
    days: dataOnce(
      context,
      "revenue-days",
      days.map((day) => ({ label: day.label, amount: formatRubles(day.amount) })),
    ),
  };
}
