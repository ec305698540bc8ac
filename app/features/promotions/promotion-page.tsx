import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormKey } from "~/form/form-key-field";
import { ConfirmActions } from "~/ui/confirm-actions";
import { Fold } from "~/ui/fold";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { Pagination } from "~/ui/pagination";
import { RowField } from "~/ui/row-field";
import { actionNamedBy, RowNameWords, tickNamedBy } from "~/ui/row-names";
import { ServerDrawn, useDataOnce } from "~/ui/server-drawn";
import { MISSING } from "~/utils/format";
import type { PromoPriceField } from "~/validation/promo-prices";
import { promoProductCardMarkup } from "./promo-product-card";
import { PromotionFacts } from "./promotion-list";
import type {
  PromoProductCard,
  PromoProductRow,
  PromoSaveReport,
  PromotionActionData,
  PromotionPageLoader,
} from "./promotion-page.server";

const PRICE_LABELS: Record<PromoPriceField, string> = {
  price: "Цена, ₽",
  promoPriceA: "Цена A, ₽",
  promoPriceB: "Цена B, ₽",
  promoPriceR: "Цена R, ₽",
};

/**
 * A promotion's page: its terms (folded on a phone), then the supplier's products in it, their prices editable
 * in one form. Works without JavaScript; removing everything asks first on a page of its own (`?confirm=all`).
 */
export function PromotionPage() {
  const data = useLoaderData<PromotionPageLoader>();
  const report = useActionData<PromotionActionData>()?.report;
  const busy = useNavigation().state === "submitting";
  const cards = useDataOnce(data.cards);
  const promotion = data.promotion;
  return (
    <>
      <PageHeading title={promotion?.name ?? "Акция"} />
      {/* The way back and the adding of products share a row, and the terms (with their editing) fold on a
          phone: the products start on the first screen. */}
      <p className="promotion-actions">
        <Link to={data.listBase} className="promotion-actions__back">
          ← Все акции
        </Link>
        {promotion && !promotion.finished && (
          <Link to={`${data.base}added/`} className="button button--primary">
            Добавить товары
          </Link>
        )}
      </p>
      {data.failure && <Notification type="error">{data.failure}</Notification>}
      {promotion && (
        <section className="promotion-terms" aria-label="Условия акции">
          <p className="promotion-card__state">
            <span className={`sticker sticker--${promotion.tone}`}>{promotion.status}</span>
            {promotion.inactive && <span className="sticker sticker--red">Выключена</span>}
            <span>{promotion.period}</span>
          </p>
          <Fold summary="Условия акции" className="promotion-terms__fold">
            {promotion.description && <p>{promotion.description}</p>}
            <PromotionFacts card={promotion} />
            <p className="promotion-terms__hint">
              Цены A, B и R — цены по акции: для покупателей с картой лояльности (A, B) и для всех (R). Каждая должна
              быть ниже цены товара{promotion.minPercent && ` не меньше чем на ${promotion.minPercent}`}.
            </p>
            {data.source === "seller" && (
              <p>
                <Link to={`${data.base}edit/`} className="button button--ghost">
                  Изменить акцию
                </Link>
              </p>
            )}
          </Fold>
        </section>
      )}

      {report && <SaveReportNotice report={report} />}
      {data.confirmAll && <RemoveAllConfirmation total={data.total} />}

      {promotion && data.rows.length === 0 && !data.failure ? (
        <p className="promotions-empty">В акции пока нет ваших товаров.</p>
      ) : (
        data.rows.length > 0 && (
          <Form method="post" className="catalog-form" autoComplete="off">
            <FormKey form="promotion-products" />
            <RowNameWords action="Удалить из акции" />
            <div className="catalog-toolbar promotion-toolbar">
              <button type="submit" name="intent" value="save" className="button button--primary" disabled={busy}>
                Сохранить цены
              </button>
              <button type="submit" name="intent" value="remove" className="button button--ghost" disabled={busy}>
                Удалить отмеченные
              </button>
              <Link to="?confirm=all" className="button button--ghost">
                Удалить все
              </Link>
            </div>
            {data.total !== null && <p className="catalog-total">Товаров в акции: {data.total}</p>}
            <ul className="catalog-rows">
              {data.rows.map((row) => (
                <PromoProductItem key={row.key} row={row} card={cards?.[row.key]} report={report} />
              ))}
            </ul>
          </Form>
        )
      )}
      <Pagination page={data.page} pages={data.pages} hrefOf={(page) => (page > 1 ? `?page=${page}` : data.base)} />
    </>
  );
}

function SaveReportNotice({ report }: { report: PromoSaveReport }) {
  if (report.changed === 0) return <Notification type="notice">Изменений нет: цены те же.</Notification>;
  return (
    <Notification type={report.saved === report.changed ? "success" : "warning"}>
      Сохранено: {report.saved} из {report.changed}
      {report.saved < report.changed && ". Исправьте отмеченные строки и сохраните ещё раз."}
    </Notification>
  );
}

/** Without the list's total it does not say how many. */
function RemoveAllConfirmation({ total }: { total: number | null }) {
  return (
    <Notification type="warning" title="Удалить из акции все товары?">
      <p>Товары акции{total !== null && ` (${total})`} выйдут из неё и будут продаваться по обычной цене.</p>
      <ConfirmActions intent="remove-all" label="Да, удалить все" cancelTo="." />
    </Notification>
  );
}

/**
 * A row whose product has no part in the promotion to edit (no promo product id) is shown plain, with
 * nothing to do. What it shows of the product is the server's drawing (`card`: undefined in the browser
 * while that stays, docs/decisions/100).
 */
export function PromoProductItem({
  row,
  card,
  report,
}: {
  row: PromoProductRow;
  card: PromoProductCard | undefined;
  report?: PromoSaveReport;
}) {
  const id = row.id;
  const errors = id ? report?.errors[id] : undefined;
  const typed = id ? report?.typed[id] : undefined;
  return (
    <li className={id ? "catalog-row" : "catalog-row catalog-row--plain"}>
      {id && <input type="checkbox" name="selected" value={id} aria-labelledby={tickNamedBy(row.key)} />}
      <ServerDrawn className="catalog-row__card" value={card}>
        {(card) => promoProductCardMarkup(row.key, card, "Цена в каталоге", Boolean(id))}
      </ServerDrawn>
      <div className="catalog-row__offer promo-row__prices">
        {id ? (
          <>
            <input type="hidden" name="row" value={id} />
            <input type="hidden" name={`was-${id}`} value={row.shown} />
            {(Object.keys(PRICE_LABELS) as PromoPriceField[]).map((field) => (
              <RowField
                key={field}
                id={`${field}-${id}`}
                name={`${field}-${id}`}
                label={PRICE_LABELS[field]}
                value={typed?.[field] ?? row.values[field]}
                error={errors?.[field]}
                inputMode="decimal"
              />
            ))}
          </>
        ) : (
          <dl>
            <dt>Цены по акции</dt>
            <dd>{MISSING}</dd>
          </dl>
        )}
        {errors?.marketplace && (
          <p className="field__message" role="alert">
            {errors.marketplace}
          </p>
        )}
      </div>
      {id && (
        <button
          type="submit"
          name="intent"
          value={`remove:${id}`}
          className="button button--ghost"
          aria-labelledby={actionNamedBy(row.key)}
        >
          Удалить
        </button>
      )}
    </li>
  );
}
