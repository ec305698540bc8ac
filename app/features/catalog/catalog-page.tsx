import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormKey } from "~/form/form-key-field";
import { type KeptFormReply, useKeptForm } from "~/form/kept-form";
import type { RowErrors } from "~/form/row-edits.server";
import { ConfirmActions } from "~/ui/confirm-actions";
import { FilterForm } from "~/ui/filter-form";
import { FilterSelect } from "~/ui/filter-select";
import { FilterFold } from "~/ui/fold";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { Pagination } from "~/ui/pagination";
import { productPictureMarkup } from "~/ui/product-picture";
import { RowField } from "~/ui/row-field";
import { actionNamedBy, rowArticleMarkup, RowNameWords, rowNameMarkup, tickNamedBy } from "~/ui/row-names";
import { ServerDrawn, useDataOnce } from "~/ui/server-drawn";
import { TabNav } from "~/ui/tab-nav";
import { countOf, MISSING } from "~/utils/format";
import { markup } from "~/utils/markup";
import { PRODUCTS_GENITIVE } from "~/utils/nouns";
import type { CatalogActionData } from "./catalog-actions.server";
import type { CatalogLoader, CatalogRow, CatalogRowControls } from "./catalog-list.server";
import { activeCatalogFilters, type CatalogUrlState, urlWith, withoutFilters } from "./catalog-url";
import type { RowActions } from "./catalog-views";

/**
 * A catalog page: the tabs with their counts, search and sort (a GET form: URL state; folded on a phone),
 * the products with their prices and stocks editable in one form, and the page links. Everything
 * works without JavaScript; with it, a save or an archive happens without a reload.
 */
export function CatalogPage() {
  const data = useLoaderData<CatalogLoader>();
  const report = useActionData<CatalogActionData>()?.report;
  const kept = typedOfKept(useKeptForm(CATALOG_FORM));
  const busy = useNavigation().state === "submitting";
  const [query] = useSearchParams();
  const confirmRelease = data.actions === "release" && query.get("confirm") === "all";
  const shown = useDataOnce(data.shown);
  const filters = useDataOnce(data.filters);
  return (
    <>
      <PageHeading title="Товары" />
      <TabNav label="Товары по статусу" tabs={data.tabs} />
      <h2 className="visually-hidden">{data.title}</h2>
      <FilterFold active={activeCatalogFilters(data.state)} resetHref={withoutFilters(data.path, data.state)}>
        <FilterForm>
          <label className="list-filter__wide">
            <span>Поиск по названию, артикулу или штрихкоду</span>
            <input type="search" name="q" defaultValue={data.state.q} maxLength={100} />
          </label>
          {/* Their options, two dozen names, are sent once: in the HTML, not again in the loader data. */}
          <ServerDrawn className="list-filter__kept" value={filters}>
            {(filters) => (
              <>
                <FilterSelect
                  name="sort"
                  label="Сортировка"
                  value={data.state.sort}
                  emptyTitle="Сначала новые"
                  options={filters.sort}
                />
                {filters.status.length > 0 && (
                  <FilterSelect
                    name="status"
                    label="Статус"
                    value={data.state.status}
                    emptyTitle="Все статусы"
                    options={filters.status}
                  />
                )}
              </>
            )}
          </ServerDrawn>
        </FilterForm>
      </FilterFold>

      {data.listError && <Notification type="error">{data.listError}</Notification>}
      {report && <SaveReportNotice changed={report.changed} saved={report.saved} held={report.quarantined.length} />}
      {confirmRelease && <ReleaseAllConfirmation total={data.total} />}

      {data.rows.length === 0 && !data.listError ? (
        <p className="catalog-empty">
          {data.state.q ? `По запросу «${data.state.q}» ничего не найдено.` : "Здесь пока нет товаров."}
        </p>
      ) : (
        <RowsForm actions={data.actions}>
          <Toolbar actions={data.actions} busy={busy} />
          <p className="catalog-total">
            {data.total !== null && `Найдено товаров: ${data.total}`}
            {/* A plain link: the browser downloads the file, no client-side navigation. */}
            <a href={exportHref(data.view, data.state)} className="catalog-export">
              Скачать CSV
            </a>
          </p>
          <ul className="catalog-rows">
            {data.rows.map((row) => (
              <ProductRow
                key={row.id}
                row={row}
                shown={shown?.[row.id]}
                actions={data.actions}
                errors={report?.errors}
                typed={report?.typed ?? kept}
                quarantined={Boolean(row.offer && report?.quarantined.includes(row.offer))}
              />
            ))}
          </ul>
        </RowsForm>
      )}
      <Pagination
        page={data.state.page}
        pages={data.pages}
        hrefOf={(page) => urlWith(data.path, data.state, { page })}
      />
    </>
  );
}

const CATALOG_FORM = "catalog";

/**
 * The prices and stocks of the rows' form as it was kept, by offer: sent after its session ended or
 * after another contract was chosen in another tab, it comes back filled (kept-form-store.server.ts).
 */
function typedOfKept(kept: KeptFormReply["reply"] | null) {
  const values = kept?.initialValue;
  if (!values) return undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const typed: Record<string, { price: string; stock: string }> = {};
  for (const name of Object.keys(values)) {
    const offer = /^price-(.+)$/.exec(name)?.[1];
    if (offer) typed[offer] = { price: text(values[name]), stock: text(values[`stock-${offer}`]) };
  }
  return typed;
}

/**
 * The rows with their controls are one post form; a view whose rows offer nothing to do (the drafts
 * being loaded) has no action to post to, so its rows are no form at all. The browser fills no
 * remembered values into its fields (autocomplete, said once for all of them).
 */
function RowsForm({ actions, children }: { actions: RowActions; children: ReactNode }) {
  const action = rowActionOf(actions);
  if (!action) return <div className="catalog-form">{children}</div>;
  return (
    <Form method="post" className="catalog-form" autoComplete="off">
      <FormKey form={CATALOG_FORM} />
      <RowNameWords action={action.title} />
      {children}
    </Form>
  );
}

/** The export of what the page lists: its view, search and sort, every page of it. */
function exportHref(view: string, state: CatalogUrlState) {
  const query = new URLSearchParams({ view });
  if (state.q) query.set("q", state.q);
  if (state.sort) query.set("sort", state.sort);
  if (state.status) query.set("status", state.status);
  return `/catalog/export/?${query}`;
}

function SaveReportNotice({ changed, saved, held }: { changed: number; saved: number; held: number }) {
  if (changed === 0) return <Notification type="notice">Изменений нет: цены и остатки те же.</Notification>;
  return (
    <Notification type={saved === changed && held === 0 ? "success" : "warning"}>
      Сохранено: {saved} из {changed}
      {saved < changed && ". Исправьте отмеченные строки и сохраните ещё раз."}
      {held > 0 && (
        <>
          {" "}
          Новая цена {countOf(held, PRODUCTS_GENITIVE)} ждёт проверки в{" "}
          <Link to="/catalog/price-quarantine/">ценовом карантине</Link>.
        </>
      )}
    </Notification>
  );
}

function Toolbar({ actions, busy }: { actions: RowActions; busy: boolean }) {
  if (actions === "none") return null;
  return (
    <div className="catalog-toolbar">
      {actions === "edit" && (
        <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
          Сохранить цены и остатки
        </button>
      )}
      {(actions === "edit" || actions === "archive") && (
        <button type="submit" name="intent" value="archive" className="button button--ghost" disabled={busy}>
          В архив отмеченные
        </button>
      )}
      {actions === "restore" && (
        <button type="submit" name="intent" value="restore" className="button button--ghost" disabled={busy}>
          Вернуть отмеченные из архива
        </button>
      )}
      {actions === "release" && (
        <>
          <button type="submit" name="intent" value="release" className="button button--primary" disabled={busy}>
            Выпустить отмеченные
          </button>
          <Link to="?confirm=all" className="button button--ghost">
            Выпустить все
          </Link>
        </>
      )}
    </div>
  );
}

/**
 * Releasing all from the price quarantine applies every held price, so it asks first (a page of its own, no JS).
 * Without the list's total it says "all of them".
 */
function ReleaseAllConfirmation({ total }: { total: number | null }) {
  return (
    <Notification type="warning" title="Выпустить все товары из карантина?">
      <p>
        Для {total === null ? "всех товаров карантина" : countOf(total, PRODUCTS_GENITIVE)} начнут действовать новые
        цены, которые задержал карантин.
      </p>
      <ConfirmActions intent="release-all" label="Да, выпустить все" cancelTo="." />
    </Notification>
  );
}

/**
 * One product of the list: what it shows, drawn by the server and sent once (`shown`: undefined in
 * the browser while the server's drawing stays, docs/decisions/100), and its fields and buttons when
 * its offer can be acted on, which hydrate from `row`.
 */
export function ProductRow({
  row,
  shown,
  actions,
  errors,
  typed,
  quarantined,
}: {
  row: CatalogRowControls;
  shown: CatalogRow | undefined;
  quarantined: boolean;
  actions: RowActions;
  errors?: Record<string, RowErrors<"price" | "stock">>;
  typed?: Record<string, { price: string; stock: string }>;
}) {
  const offer = row.offer;
  const acted = Boolean(offer && actions !== "none");
  const rowErrors = offer ? errors?.[offer] : undefined;
  const price = offer && typed?.[offer] ? typed[offer].price : String(row.price ?? "");
  const stock = offer && typed?.[offer] ? typed[offer].stock : String(row.stock ?? "");
  const fieldId = (name: string) => `${name}-${row.id}`;
  return (
    <li className={acted ? "catalog-row" : "catalog-row catalog-row--plain"}>
      {offer && acted && <input type="checkbox" name="selected" value={offer} aria-labelledby={tickNamedBy(row.id)} />}
      <ServerDrawn className="catalog-row__card" value={shown}>
        {(shown) => productCardMarkup(row.id, shown, acted)}
      </ServerDrawn>
      <div className="catalog-row__offer">
        {offer && acted && <input type="hidden" name="offer" value={offer} />}
        {offer && actions === "edit" ? (
          <>
            <input type="hidden" name={`was-${offer}`} value={`${row.price ?? ""};${row.stock ?? ""}`} />
            <RowField
              id={fieldId("price")}
              name={`price-${offer}`}
              label="Цена, ₽"
              value={price}
              error={rowErrors?.price}
              inputMode="decimal"
            />
            <RowField
              id={fieldId("stock")}
              name={`stock-${offer}`}
              label="Остаток"
              value={stock}
              error={rowErrors?.stock}
              inputMode="numeric"
            />
          </>
        ) : (
          <ServerDrawn as="dl" value={shown}>
            {priceAndStockMarkup}
          </ServerDrawn>
        )}
        <ServerDrawn as="dl" value={shown}>
          {productFiguresMarkup}
        </ServerDrawn>
        {quarantined && (
          <p className="catalog-row__notice" role="status">
            Новая цена ждёт проверки в ценовом карантине
          </p>
        )}
        {rowErrors?.marketplace && (
          <p className="field__message" role="alert">
            {rowErrors.marketplace}
          </p>
        )}
      </div>
      {offer && acted && <RowAction actions={actions} offer={offer} id={row.id} />}
    </li>
  );
}

/**
 * The product as its row shows it: picture, name, ids and status. Written as `markup`, not drawn by
 * React element by element: the server writes it for 30 rows a page (docs/decisions/125).
 */
function productCardMarkup(id: number, shown: CatalogRow, namesControls: boolean) {
  const offer = shown.offer;
  // A draft has no offer yet: its card is opened again in the editor.
  const name = offer || !shown.editHref ? shown.name : markup`<a href="${shown.editHref}">${shown.name}</a>`;
  const ids = [
    shown.article && markup`<span>Артикул ${shown.article}</span>`,
    offer && markup`<span>Предложение ${offer}</span>`,
    shown.barcode && markup`<span>Штрихкод ${shown.barcode}</span>`,
    // For the names of the row's tick and button (~/ui/row-names).
    namesControls && rowArticleMarkup(id, shown.article),
  ];
  const detail =
    shown.detail &&
    (shown.needsRework
      ? markup`<span class="catalog-row__detail--problem">Причина: ${shown.detail}</span>`
      : markup`<span>${shown.detail}</span>`);
  const status = markup`<span class="sticker sticker--${shown.status.tone}">${shown.status.title}</span>`;
  return markup`${productPictureMarkup(shown.image)}<div class="catalog-row__main">${[
    rowNameMarkup(id, name),
    markup`<p>${ids}</p>`,
    markup`<p>${status}<span>${shown.visible}</span>${detail}</p>`,
  ]}</div>`;
}

const figure = (term: string, value: string) => markup`<dt>${term}</dt><dd>${value}</dd>`;

/** A row's price and stock where they are not edited. */
const priceAndStockMarkup = (shown: CatalogRow) =>
  markup`${figure("Цена", shown.priceText)}${figure("Остаток", String(shown.stock ?? MISSING))}`;

function productFiguresMarkup(shown: CatalogRow) {
  const promo = shown.promo && [shown.promo.a, shown.promo.b, shown.promo.r].map((value) => value ?? MISSING);
  return markup`${[
    shown.oldPrice && figure("Старая цена", shown.oldPrice),
    shown.quarantinePrice && figure("Новая цена в карантине", shown.quarantinePrice),
    figure("НДС", shown.vat),
    promo && figure("Цены в акции (A / B / R)", promo.join(" / ")),
  ]}`;
}

/** What a row's own button does in a view, and its visible word; null: the view's rows have none. */
function rowActionOf(actions: RowActions) {
  return actions === "edit" || actions === "archive"
    ? { intent: "archive", title: "В архив" }
    : actions === "restore"
      ? { intent: "restore", title: "Вернуть" }
      : actions === "release"
        ? { intent: "release", title: "Выпустить" }
        : null;
}

function RowAction({ actions, offer, id }: { actions: RowActions; offer: string; id: number }) {
  const action = rowActionOf(actions);
  if (!action) return null;
  return (
    <button
      type="submit"
      name="intent"
      value={`${action.intent}:${offer}`}
      className="button button--ghost"
      aria-labelledby={actionNamedBy(id)}
    >
      {action.title}
    </button>
  );
}
