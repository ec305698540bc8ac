import type { OrderStatus } from "~/services/marketplace/orders.server";

/** Order statuses as the supplier reads them. */
export const ORDER_STATUS_TITLES: Record<OrderStatus, string> = {
  new: "Новый",
  in_work: "В работе",
  completed: "Выполнен",
  del: "Отменён",
};
