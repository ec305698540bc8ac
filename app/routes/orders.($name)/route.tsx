import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadOrders, type OrderRow, type OrdersLoader } from "~/features/orders/orders-list.server";
import { FilterForm } from "~/ui/filter-form";
import { FilterSelect } from "~/ui/filter-select";
import { FilterFold } from "~/ui/fold";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { keepingQuery, Pagination } from "~/ui/pagination";
import { PeriodFields } from "~/ui/period-fields";
import { ServerDrawn, useDataOnce } from "~/ui/server-drawn";
import { TabNav } from "~/ui/tab-nav";
import { markup } from "~/utils/markup";
import { pageMeta } from "~/utils/meta";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadOrders(request, context, params.name);

export const meta: MetaFunction<typeof loader> = ({ data, error }) => pageMeta(data?.title ?? "Заказы", error);

/**
 * /orders/{name?}/: the tabs with their counts, the nearest shipping days, filters and
 * sort as a GET form (URL state: works without JavaScript, survives a shared link; folded on a phone
 * under «Фильтры · N»), the orders and the page links. An order's number leads to its page.
 */
export default function OrdersPage() {
  const data = useLoaderData<OrdersLoader>();
  const rows = useDataOnce(data.rows);
  const query = new URLSearchParams(data.query);
  return (
    <>
      <PageHeading title="Заказы" />
      <TabNav label="Заказы по статусу" tabs={data.tabs} />
      <h2 className="visually-hidden">{data.title}</h2>

      {data.nearest.length > 0 && (
        <section className="orders-nearest" aria-label="Ближайшие отгрузки">
          <h3>Ближайшие отгрузки</h3>
          <ul>
            {data.nearest.map((day, index) => (
              <li key={index}>
                {day.date}: заказов — {day.ordersCount}
              </li>
            ))}
          </ul>
        </section>
      )}

      <FilterFold active={data.activeFilters} resetHref={data.resetHref}>
        <FilterForm>
          <label>
            <span>Номер заказа</span>
            <input name="number" defaultValue={query.get("number") ?? ""} maxLength={40} />
          </label>
          <PeriodFields legend="Создан" from="from" to="to" query={query} />
          <PeriodFields legend="Отгрузка" from="shipFrom" to="shipTo" query={query} />
          <FilterSelect
            name="store"
            label="Склад"
            value={query.get("store")}
            emptyTitle="Все склады"
            options={data.stores.map((store) => ({ value: store.id, title: store.title }))}
          />
          <FilterSelect
            name="sort"
            label="Сортировка"
            value={query.get("sort")}
            emptyTitle="Сначала новые"
            options={data.sorts}
          />
        </FilterForm>
      </FilterFold>

      {data.notes.map((note) => (
        <Notification key={note} type="warning">
          {note}
        </Notification>
      ))}
      {data.listError && <Notification type="error">{data.listError}</Notification>}

      {data.rowCount === 0 && !data.listError ? (
        <p className="orders-empty">{query.toString() ? "По этим условиям заказов нет." : "Заказов пока нет."}</p>
      ) : (
        <div className="orders-table-wrap">
          <table className="orders-table">
            <caption className="visually-hidden">
              {data.total === null ? data.title : `${data.title}: ${data.total}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Номер</th>
                <th scope="col">Создан</th>
                <th scope="col">Отгрузка</th>
                <th scope="col">Статус</th>
                <th scope="col">Позиций</th>
                <th scope="col">Склад</th>
                <th scope="col" className="orders-table__money">
                  Сумма
                </th>
              </tr>
            </thead>
            <ServerDrawn as="tbody" value={rows}>
              {orderRowsMarkup}
            </ServerDrawn>
          </table>
        </div>
      )}
      {/* Without the marketplace's count the page says none; the orders it shows are still exported. */}
      <p className="orders-total">
        {data.total !== null && `Найдено заказов: ${data.total}`}
        {(data.total ?? data.rowCount) > 0 && (
          // A download works on screen only: paper keeps the count.
          <span className="print-hidden">
            {data.total !== null && " · "}
            <a href={data.exportHref} download>
              Скачать CSV
            </a>
          </span>
        )}
      </p>
      <Pagination page={data.page} pages={data.pages} hrefOf={keepingQuery(query)} />
    </>
  );
}

/**
 * The orders of the page as the table's rows, written as `markup` rather than drawn by React cell by
 * cell (docs/decisions/125). An order's number is a plain link to its page.
 */
const orderRowsMarkup = (orders: OrderRow[]) =>
  markup`${orders.map((order) => {
    const number = markup`<th scope="row"><a href="/order/${order.id}/">${order.number}</a></th>`;
    const cells = [order.created, order.shipping, order.status, order.items, order.store].map(
      (text) => markup`<td>${text}</td>`,
    );
    return markup`<tr>${number}${cells}<td class="orders-table__money">${order.total}</td></tr>`;
  })}`;

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
