import { Link, useLoaderData } from "@remix-run/react";
import { FilterForm } from "~/ui/filter-form";
import { FilterSelect } from "~/ui/filter-select";
import { FilterFold } from "~/ui/fold";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { Pagination } from "~/ui/pagination";
import { MISSING } from "~/utils/format";
import type { PromotionCard, PromotionListLoader } from "./promotion-list.server";
import { pageQuery } from "./promotion-url";

/**
 * A promotions list page: the filters as a GET form (URL state, no JavaScript needed; folded on a phone), the
 * promotions as cards with their period, discount, categories, stores and the supplier's product
 * count, and the page links.
 */
export function PromotionListPage() {
  const data = useLoaderData<PromotionListLoader>();
  // The name and the status narrow the list; the page does not.
  const active = [data.state.name, data.state.status].filter(Boolean).length;
  return (
    <>
      <PageHeading title={data.title} />
      {data.source === "seller" && (
        <p>
          <Link to={`${data.base}create/`} className="button button--primary">
            Создать акцию
          </Link>
        </p>
      )}
      <FilterFold active={active} resetHref={data.base}>
        <FilterForm>
          <label className="list-filter__wide">
            <span>Название акции</span>
            <input type="search" name="name" defaultValue={data.state.name} maxLength={100} />
          </label>
          <FilterSelect
            name="status"
            label="Статус"
            value={data.state.status}
            emptyTitle="Все акции"
            options={data.statuses}
          />
        </FilterForm>
      </FilterFold>

      {data.listError && <Notification type="error">{data.listError}</Notification>}
      {data.cards.length === 0 && !data.listError ? (
        <p className="promotions-empty">{active > 0 ? "По этим условиям акций нет." : "Акций пока нет."}</p>
      ) : (
        <ul className="promotion-cards">
          {data.cards.map((card) => (
            <PromotionCardItem key={card.id} card={card} />
          ))}
        </ul>
      )}
      {data.total !== null && <p className="promotions-total">Найдено акций: {data.total}</p>}
      <Pagination
        page={data.state.page}
        pages={data.pages}
        hrefOf={(page) => `${data.base}?${pageQuery(data.state, page)}`}
      />
    </>
  );
}

export function PromotionCardItem({ card }: { card: PromotionCard }) {
  return (
    <li className={card.finished ? "promotion-card promotion-card--finished" : "promotion-card"}>
      {card.image ? (
        <img className="promotion-card__image" src={card.image} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <span className="promotion-card__image promotion-card__image--none" aria-hidden="true" />
      )}
      <div className="promotion-card__main">
        <h2 className="promotion-card__name">{card.href ? <Link to={card.href}>{card.name}</Link> : card.name}</h2>
        <p className="promotion-card__state">
          <span className={`sticker sticker--${card.tone}`}>{card.status}</span>
          {card.inactive && <span className="sticker sticker--red">Выключена</span>}
          <span>{card.period}</span>
        </p>
        <PromotionFacts card={card} />
      </div>
    </li>
  );
}

/** The terms of a promotion, as its card and its page show them. */
export function PromotionFacts({ card }: { card: PromotionCard }) {
  return (
    <dl className="promotion-facts">
      <dt>Скидка</dt>
      <dd>{card.minPercent ? `не меньше ${card.minPercent}` : MISSING}</dd>
      {card.categories && (
        <>
          <dt>Категории</dt>
          <dd>{card.categories}</dd>
        </>
      )}
      {card.stores && (
        <>
          <dt>Магазины</dt>
          <dd>{card.stores}</dd>
        </>
      )}
      <dt>Ваши товары</dt>
      <dd>{card.products}</dd>
    </dl>
  );
}
