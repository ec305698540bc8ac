import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormKey } from "~/form/form-key-field";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { Pagination } from "~/ui/pagination";
import { RowNameWords, tickNamedBy } from "~/ui/row-names";
import { ServerDrawn, useDataOnce } from "~/ui/server-drawn";
import type { AddProductsActionData, AddProductsLoader } from "./add-products.server";
import { promoProductCardMarkup } from "./promo-product-card";

/**
 * The add-products page. One form holds the search, the ticks and the page buttons: the
 * search and the pages submit it by GET (the chosen products ride along in the URL, no JavaScript
 * needed), 'Добавить' posts it.
 */
export function AddProductsPage() {
  const data = useLoaderData<AddProductsLoader>();
  const result = useActionData<AddProductsActionData>();
  const busy = useNavigation().state === "submitting";
  const cards = useDataOnce(data.cards);
  // After a partly failed add, the refused products stay chosen; the added ones have left the list.
  const chosen = result && !result.empty ? result.failed.map((failure) => failure.id) : data.state.chosen;
  const onPage = new Set(data.rows.map((row) => row.id));
  const names = new Map(data.rows.map((row) => [row.id, row.name]));
  return (
    <>
      <PageHeading title={data.title} />
      <p>
        <Link to={data.base}>← {data.name ?? "Акция"}</Link>
      </p>
      {data.failure && <Notification type="error">{data.failure}</Notification>}
      {data.finished && <Notification type="warning">Акция завершилась: товары в неё больше не добавить.</Notification>}
      {result?.empty && <Notification type="warning">Отметьте товары, которые добавить в акцию.</Notification>}
      {result && !result.empty && (
        <Notification type="warning" title={`Добавлено: ${result.added} из ${result.added + result.failed.length}`}>
          <ul>
            {result.failed.map((failure) => (
              <li key={failure.id}>
                {names.get(failure.id) ?? `Товар ${failure.id}`}: {failure.errorText}
              </li>
            ))}
          </ul>
        </Notification>
      )}

      <Form method="post" className="catalog-form" aria-label="Товары для акции">
        <FormKey form="add-products" />
        <RowNameWords />
        <div className="list-filter" role="search">
          <label className="list-filter__wide">
            <span>Поиск по названию или артикулу</span>
            <input type="search" name="q" defaultValue={data.state.q} maxLength={100} />
          </label>
          <button type="submit" formMethod="get" className="button button--ghost">
            Найти
          </button>
        </div>
        {chosen
          .filter((id) => !onPage.has(id))
          .map((id) => (
            <input key={id} type="hidden" name="chosen" value={id} />
          ))}
        <div className="catalog-toolbar">
          <button type="submit" name="intent" value="add" className="button button--primary" disabled={busy}>
            Добавить отмеченные
          </button>
          <span role="status">Отмечено на других страницах: {chosen.filter((id) => !onPage.has(id)).length}</span>
        </div>
        {data.rows.length === 0 && !data.failure ? (
          <p className="promotions-empty">
            {data.state.q ? `По запросу «${data.state.q}» товаров нет.` : "Все ваши товары уже в акции."}
          </p>
        ) : (
          <ul className="catalog-rows">
            {data.rows.map((row) => (
              <li key={row.key} className={row.id ? "catalog-row" : "catalog-row catalog-row--plain"}>
                {row.id && (
                  <input
                    // A changed choice (after an add) replaces the tick the box shows.
                    key={String(chosen.includes(row.id))}
                    type="checkbox"
                    name="chosen"
                    value={row.id}
                    defaultChecked={chosen.includes(row.id)}
                    aria-labelledby={tickNamedBy(row.key)}
                  />
                )}
                <ServerDrawn className="catalog-row__card" value={cards?.[row.key]}>
                  {(card) => promoProductCardMarkup(row.key, card, "Цена", Boolean(row.id))}
                </ServerDrawn>
              </li>
            ))}
          </ul>
        )}
        {data.total !== null && <p className="catalog-total">Можно добавить товаров: {data.total}</p>}
        {/* Page buttons submit the form by GET, so this page's ticks go along to the next one. */}
        <Pagination page={data.state.page} pages={data.pages} submitName="page" />
      </Form>
    </>
  );
}
