import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { postableId } from "~/features/catalog/product-fallbacks";
import { config } from "~/services/config.server";
import { marketplace } from "~/services/marketplace/client.server";
import {
  promotions,
  PROMOTIONS_PAGE_SIZE,
  type Promotion,
  type PromotionSource,
} from "~/services/marketplace/promotions.server";
import { usableImageUrl } from "~/utils/cdn-image";
import { countOf, formatDate, MISSING } from "~/utils/format";
import { listPaging, pageParam } from "~/utils/list-paging";
import { PRODUCTS } from "~/utils/nouns";
import { promotionPhase, type PromotionPhase } from "./promotion-phase";
import { pageQuery } from "./promotion-url";
import { promotionsPath, readFailureStatus, requirePromotionsPage } from "./stocks.server";

/**
 * A list of promotions: the marketplace's or the supplier's own on one showcase, filtered by
 * status and name, 10 a page. Filters and page are URL state (`?status=&name=&page=`), so they work
 * without JavaScript and survive a shared link.
 */

const NAME_MAX = 100;

export const STATUS_TITLES: Record<PromotionPhase, string> = {
  current: "Идёт",
  future: "Скоро начнётся",
  past: "Завершена",
};

/** 'с 01.11.2026 по 30.11.2026'; a date that is not one is «—», and without either date the period is. */
export function periodOf(promotion: Pick<Promotion, "startAt" | "finishAt">) {
  const [start, finish] = [formatDate(promotion.startAt), formatDate(promotion.finishAt)];
  return start === MISSING && finish === MISSING ? MISSING : `с ${start} по ${finish}`;
}

const percent = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 2 });

/** The minimum discount as shown, '15%'; null when the promotion does not say. */
export const minPercentText = (minPercent: number | undefined) =>
  typeof minPercent === "number" && Number.isFinite(minPercent) ? `${percent.format(minPercent)}%` : null;

/** A promotion's name; one without a name is «Акция без названия». */
export const promotionName = (name: string | undefined) => (name?.trim() ? name : "Акция без названия");

/**
 * A promotion as its card and its page show it. Only the id is sure: a missing name, a date that
 * is not one (the phase is then unknown, «—»), a picture that is no CDN address (the placeholder),
 * a missing discount or product count («—») all have their fallback; a promotion is switched off
 * only when it says so. A card links to its page when its id is one the page's address takes.
 */
export function promotionCard(promotion: Promotion, base: string) {
  const phase = promotionPhase(promotion);
  const id = postableId(promotion.id);
  return {
    id: promotion.id,
    href: id && `${base}${id}/`,
    name: promotionName(promotion.name),
    image: usableImageUrl(promotion.image, config.cdnOrigin)?.toString() ?? null,
    period: periodOf(promotion),
    minPercent: minPercentText(promotion.minPercent),
    categories: (promotion.categoryNames ?? []).filter(Boolean).join(", "),
    stores: (promotion.storeNames ?? []).filter(Boolean).join(", "),
    products: promotion.productCnt === undefined ? MISSING : countOf(promotion.productCnt, PRODUCTS),
    status: phase ? STATUS_TITLES[phase] : MISSING,
    tone: phase === "past" ? "grey" : phase ? "green" : "neutral",
    finished: phase === "past",
    /** A seller promotion the supplier switched off. */
    inactive: promotion.active === false,
  };
}

export type PromotionCard = ReturnType<typeof promotionCard>;

export async function loadPromotionList(args: LoaderFunctionArgs, source: PromotionSource, title: string) {
  const { siteId } = await requirePromotionsPage(args);
  const url = new URL(args.request.url);
  const api = await marketplace(args.request);
  const rawStatus = url.searchParams.get("status");
  const stateWith = (status: string | null) => ({
    name: (url.searchParams.get("name") ?? "").trim().slice(0, NAME_MAX),
    status,
    page: pageParam(url.searchParams),
  });
  const listPage = (state: ReturnType<typeof stateWith>) =>
    promotions.list(api, {
      source,
      siteId,
      name: state.name || undefined,
      status: state.status ?? undefined,
      page: state.page,
    });
  // The list goes out with the status the URL asks for, beside the filters that say whether it is
  // one: one round of calls. A status that is none (a forged or stale link) costs a second.
  const [filters, askedPage] = await Promise.all([
    promotions.filters(api, source, siteId),
    listPage(stateWith(rawStatus)),
  ]);
  const statuses = filters.error
    ? []
    : (filters.data.status ?? []).map(({ value, name }) => ({ value, title: name?.trim() ? name : value }));
  const state = stateWith(statuses.some((option) => option.value === rawStatus) ? rawStatus : null);
  const found = state.status === rawStatus ? askedPage : await listPage(state);
  const base = promotionsPath(source, siteId);
  const { total, pages } = listPaging(found, { page: state.page, pageSize: PROMOTIONS_PAGE_SIZE });
  // A page past the end (a stale link, a shrunken list) shows the last one.
  if (!found.error && state.page > pages) throw redirect(`${base}?${pageQuery(state, pages)}`);
  return json(
    {
      title,
      source,
      siteId,
      base,
      statuses,
      state,
      pages,
      /** Null: the marketplace did not say how many (not shown). */
      total,
      cards: found.error ? [] : found.data.items.map((promotion) => promotionCard(promotion, base)),
      listError: found.error ? found.errorText : null,
    },
    { status: found.error ? readFailureStatus(found) : 200 },
  );
}

export type PromotionListLoader = typeof loadPromotionList;
