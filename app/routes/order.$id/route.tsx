import { type LoaderFunctionArgs, type MetaFunction, json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { orderPage } from "~/features/orders/order-texts";
import { openOrder, orderWithItems } from "~/features/orders/order.server";
import type { RouteHandle } from "~/layouts/layout";
import { previousPage } from "~/services/access/guards.server";
import { retailStores, storeTitles } from "~/services/marketplace/stores.server";
import { DesktopOnly } from "~/ui/desktop-only";
import { PageHeading } from "~/ui/page-heading";
import { PrintButton } from "~/ui/print-button";
import { pageMeta } from "~/utils/meta";

// The page support staff link to is read, not edited: links and downloads work without a script,
// so it sends none (docs/decisions/043) and opens fast on a weak machine.
export const handle: RouteHandle = { scripts: false };

/**
 * /order/{id}/: what support staff send each other links to. The header, the items with
 * their VAT, the totals, and the files, each downloaded through the portal. An unknown or foreign
 * order is the not-found page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, orderId } = await openOrder(request, params.id);
  const [{ order, items }, { items: stores }] = await Promise.all([orderWithItems(api, orderId), retailStores(api)]);
  const cameFrom = previousPage(request);
  return json({
    // Back to the list the user came from, filter and page included; a shared link goes to all orders.
    backTo: cameFrom.startsWith("/orders/") ? cameFrom : "/orders/",
    ...orderPage(order, items, storeTitles(stores)),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  pageMeta(data ? `Заказ № ${data.number}` : "Заказ", error);

export default function OrderPage() {
  const order = useLoaderData<typeof loader>();
  return (
    <DesktopOnly>
      <p className="print-hidden">
        <Link to={order.backTo}>← К списку заказов</Link>
      </p>
      <PageHeading title={`Заказ № ${order.number}`} />
      <PrintButton />
      <dl className="order-summary">
        <dt>Статус</dt>
        <dd>{order.status}</dd>
        <dt>Создан</dt>
        <dd>{order.created}</dd>
        <dt>Отгрузка</dt>
        <dd>{order.shipping}</dd>
        <dt>Склад</dt>
        <dd>{order.store}</dd>
      </dl>
      <div className="orders-table-wrap">
        <table className="orders-table">
          <caption className="visually-hidden">Состав заказа</caption>
          <thead>
            <tr>
              <th scope="col">Товар</th>
              <th scope="col">Количество</th>
              <th scope="col" className="orders-table__money">
                Цена
              </th>
              <th scope="col">Ставка НДС</th>
              <th scope="col" className="orders-table__money">
                НДС
              </th>
              <th scope="col" className="orders-table__money">
                Сумма
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={index}>
                <th scope="row">{item.name}</th>
                <td>{item.quantity}</td>
                <td className="orders-table__money">{item.price}</td>
                <td>{item.vatRate}</td>
                <td className="orders-table__money">{item.vat}</td>
                <td className="orders-table__money">{item.total}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Итого
              </th>
              <td className="orders-table__money">{order.vat}</td>
              <td className="orders-table__money">{order.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="print-hidden">
        {/* A plain link: the browser downloads the file, the page stays. */}
        <a href={`/order/${order.id}/items/`} download>
          Скачать состав заказа (CSV)
        </a>
      </p>
      {order.files.length > 0 && (
        <section className="order-files print-hidden">
          <h2>Файлы заказа</h2>
          <ul>
            {order.files.map((file) => (
              <li key={file.href}>
                {/* A plain link: the browser downloads the file through the portal. */}
                <a href={file.href} download>
                  {file.name}
                </a>
                {file.format && ` (${file.format})`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </DesktopOnly>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
