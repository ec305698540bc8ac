import { nameOf } from "~/utils/format";

/** Order statuses as the supplier reads them. */
const ORDER_STATUS_TITLES: Readonly<Record<string, string>> = {
  new: "Новый",
  in_work: "В работе",
  completed: "Выполнен",
  del: "Отменён",
};

/** An order's status in Russian; one the portal does not know as sent, none «—». */
export const orderStatusTitle = (status: string | null | undefined) => nameOf(ORDER_STATUS_TITLES, status);
