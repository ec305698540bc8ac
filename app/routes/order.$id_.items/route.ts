import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportOrderItems } from "~/features/orders/orders-export.server";

/** GET /order/{id}/items/: the order's items as CSV, for the "Скачать состав заказа" link of its page. */
export const loader = ({ request, params }: LoaderFunctionArgs) => exportOrderItems(request, params.id);
