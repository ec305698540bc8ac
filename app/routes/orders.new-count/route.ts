import type { LoaderFunctionArgs } from "@remix-run/node";
import { answerNewOrdersCount } from "~/features/orders/new-orders.server";

/**
 * GET /orders/new-count/: the header's count of new orders as JSON, asked by an open tab once a minute
 * (docs/decisions/102): `{ count }`, 401 when the session has ended, 429 beyond a fair rate; never cached.
 */
export const loader = ({ request }: LoaderFunctionArgs) => answerNewOrdersCount(request);
