import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormKey } from "~/form/form-key-field";
import type { RowErrors } from "~/form/row-edits.server";
import { ConfirmActions } from "~/ui/confirm-actions";
import { FilterSelect } from "~/ui/filter-select";
import { FilterFold } from "~/ui/fold";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { Pagination } from "~/ui/pagination";
import { ProductPicture } from "~/ui/product-picture";
import { RowField } from "~/ui/row-field";
import { TabNav } from "~/ui/tab-nav";
import { countOf, MISSING } from "~/utils/format";
import { PRODUCTS_GENITIVE } from "~/utils/nouns";
import type { CatalogActionData } from "./catalog-actions.server";
import type { CatalogLoader, CatalogRow } from "./catalog-list.server";
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
  const busy = useNavigation().state === "submitting";
  const [query] = useSearchParams();
  const confirmRelease = data.actions === "release" && query.get("confirm") === "all";
  return (
    <>
      <PageHeading title="Товары" />
      <TabNav label="Товары по статусу" tabs={data.tabs} />
      <h2 className="visually-hidden">{data.title}</h2>
      <FilterFold active={activeCatalogFilters(data.state)} resetHref={withoutFilters(data.path, data.state)}>
        <Form method="get" className="list-filter" role="search">
          <label className="list-filter__wide">
            <span>Поиск по названию, артикулу или штрихкоду</span>
            <input type="search" name="q" defaultValue={data.state.q} maxLength={100} />
          </label>
          <FilterSelect
            name="sort"
            label="Сортировка"
            value={data.state.sort}
            emptyTitle="Сначала новые"
            options={data.sortOptions}
          />
          {data.statusOptions.length > 0 && (
            <FilterSelect
              name="status"
              label="Статус"
              value={data.state.status}
              emptyTitle="Все статусы"
              options={data.statusOptions}
            />
          )}
          <button type="submit" className="button button--ghost">
            Показать
          </button>
        </Form>
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
                actions={data.actions}
                errors={report?.errors}
                typed={report?.typed}
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

/**
 * The rows with their controls are one post form; a view whose rows offer nothing to do (the drafts
 * being loaded) has no action to post to, so its rows are no form at all.
 */
function RowsForm({ actions, children }: { actions: RowActions; children: ReactNode }) {
  if (actions === "none") return <div className="catalog-form">{children}</div>;
  return (
    <Form method="post" className="catalog-form">
      <FormKey form="catalog" />
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

/** One product of the list: its figures, and its fields and buttons when its offer can be acted on. */
export function ProductRow({
  row,
  actions,
  errors,
  typed,
  quarantined,
}: {
  row: CatalogRow;
  quarantined: boolean;
  actions: RowActions;
  errors?: Record<string, RowErrors<"price" | "stock">>;
  typed?: Record<string, { price: string; stock: string }>;
}) {
  const offer = row.offer;
  const rowErrors = offer ? errors?.[offer] : undefined;
  const price = offer && typed?.[offer] ? typed[offer].price : String(row.price ?? "");
  const stock = offer && typed?.[offer] ? typed[offer].stock : String(row.stock ?? "");
  const fieldId = (name: string) => `${name}-${row.id}`;
  // Names repeat in a catalog; the article tells the rows apart for a screen reader.
  const label = row.article ? `${row.name} (${row.article})` : row.name;
  return (
    <li className={offer && actions !== "none" ? "catalog-row" : "catalog-row catalog-row--plain"}>
      {offer && actions !== "none" && (
        <label className="catalog-row__select">
          <input type="checkbox" name="selected" value={offer} />
          <span className="visually-hidden">Отметить: {label}</span>
        </label>
      )}
      <ProductPicture src={row.image} />
      <div className="catalog-row__main">
        <p className="catalog-row__name">
          {/* A draft has no offer yet: its card is opened again in the editor. */}
          {offer || !row.editHref ? row.name : <Link to={row.editHref}>{row.name}</Link>}
        </p>
        <p className="catalog-row__ids">
          {row.article && <span>Артикул {row.article}</span>}
          {offer && <span>Предложение {offer}</span>}
          {row.barcode && <span>Штрихкод {row.barcode}</span>}
        </p>
        <p className="catalog-row__status">
          <span className={`sticker sticker--${row.status.tone}`}>{row.status.title}</span>
          <span>{row.visible}</span>
          {row.detail && (
            <span className={row.needsRework ? "catalog-row__detail--problem" : undefined}>
              {row.needsRework ? `Причина: ${row.detail}` : row.detail}
            </span>
          )}
        </p>
      </div>
      <div className="catalog-row__offer">
        {offer && actions !== "none" && <input type="hidden" name="offer" value={offer} />}
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
          <dl className="catalog-row__figures">
            <dt>Цена</dt>
            <dd>{row.priceText}</dd>
            <dt>Остаток</dt>
            <dd>{row.stock ?? MISSING}</dd>
          </dl>
        )}
        <dl className="catalog-row__figures">
          {row.oldPrice && (
            <>
              <dt>Старая цена</dt>
              <dd>{row.oldPrice}</dd>
            </>
          )}
          {row.quarantinePrice && (
            <>
              <dt>Новая цена в карантине</dt>
              <dd>{row.quarantinePrice}</dd>
            </>
          )}
          <dt>НДС</dt>
          <dd>{row.vat}</dd>
          {row.promo && (
            <>
              <dt>Цены в акции (A / B / R)</dt>
              <dd>{[row.promo.a, row.promo.b, row.promo.r].map((value) => value ?? MISSING).join(" / ")}</dd>
            </>
          )}
        </dl>
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
      {offer && <RowAction actions={actions} offer={offer} label={label} />}
    </li>
  );
}

function RowAction({ actions, offer, label }: { actions: RowActions; offer: string; label: string }) {
  const action =
    actions === "edit" || actions === "archive"
      ? { intent: "archive", title: "В архив" }
      : actions === "restore"
        ? { intent: "restore", title: "Вернуть" }
        : actions === "release"
          ? { intent: "release", title: "Выпустить" }
          : null;
  if (!action) return null;
  return (
    <button
      type="submit"
      name="intent"
      value={`${action.intent}:${offer}`}
      className="button button--ghost catalog-row__action"
      aria-label={`${action.title}: ${label}`}
    >
      {action.title}
    </button>
  );
}
