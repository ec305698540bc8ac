/** Dashboard analytics: ordered amount per day and stock value. */
import { requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import { notFound } from "../server/errors";
import type { Router } from "../server/router";
import { objectBody, requiredText } from "../server/validate";
import { isMember } from "../store/contractors";
import type { ContractRow } from "../store/contracts";

const rubles = (value: number) => Math.round(value * 100) / 100;

export function register(r: Router, ctx: Ctx): void {
  r.route("POST", "/suppliers-analytics/daily-orders/search", (req) => {
    const caller = requireCaller(ctx, req);
    const number = requiredText(objectBody(req), "contractNumber", "Не указан номер договора");
    const contract = ctx.db.prepare("SELECT * FROM contracts WHERE number = ?").get(number) as ContractRow | undefined;
    if (!contract || !isMember(ctx.db, contract.contractor_id, caller.user.id)) throw notFound("Договор не найден");

    const days = ctx.db
      .prepare("SELECT order_amount, day FROM daily_orders WHERE contract_id = ? ORDER BY day")
      .all(contract.id) as { order_amount: number; day: string }[];
    const cost = ctx.db
      .prepare("SELECT my_products_cost, dc_products_cost FROM products_cost WHERE contract_id = ?")
      .get(contract.id) as { my_products_cost: number; dc_products_cost: number } | undefined;
    return {
      items: days.map((d) => ({ orderAmountPerDay: d.order_amount, completedAt: d.day })),
      // Here total is the revenue of the period in rubles (the dashboard's "total revenue"), not a count.
      total: rubles(days.reduce((sum, d) => sum + d.order_amount, 0)),
      productsCost: { myProductsCost: cost?.my_products_cost ?? 0, dcProductsCost: cost?.dc_products_cost ?? 0 },
    };
  });
}
