import { DEMO_CONTRACTS } from "./demo";
import type { SeedModule } from "./seed-module";

const DAYS = 30;
const DAY_MS = 86_400_000;
/** Home-improvement shoppers buy more at weekends (index = getUTCDay(), Sunday first). */
const WEEKDAY_FACTOR = [1.3, 0.9, 0.95, 1, 1, 1.1, 1.35];

const rubles = (value: number) => Math.round(value * 100) / 100;

export const analyticsSeed: SeedModule = {
  name: "analytics",
  run(db, env) {
    const rng = env.rng("analytics");
    const contractId = DEMO_CONTRACTS.stroyMasterActive.id;
    const insert = db.prepare("INSERT INTO daily_orders (contract_id, day, order_amount) VALUES (?, ?, ?)");
    for (let offset = DAYS - 1; offset >= 0; offset--) {
      const day = new Date(env.today.getTime() - offset * DAY_MS);
      // A slow upward trend with ±20 % noise around ~140 000 ₽ a day.
      const trend = 1 + ((DAYS - offset) / DAYS) * 0.15;
      const noise = 0.8 + rng.next() * 0.4;
      insert.run(contractId, day.toISOString(), rubles(130_000 * trend * noise * WEEKDAY_FACTOR[day.getUTCDay()]));
    }
    db.prepare("INSERT INTO products_cost (contract_id, my_products_cost, dc_products_cost) VALUES (?, ?, ?)").run(
      contractId,
      1_284_650,
      3_912_480.5,
    );
  },
};
