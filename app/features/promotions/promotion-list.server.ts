import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { marketplace } from "~/services/marketplace/client.server";
import {
  promotions,
  PROMOTIONS_PAGE_SIZE,
  type Promotion,
  type PromotionSource,
} from "~/services/marketplace/promotions.server";
import { formatDate } from "~/utils/format";
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

/** 'с 01.11.2026 по 30.11.2026' */
export const periodOf = (promotion: Pick<Promotion, "startAt" | "finishAt">) =>
  `с ${formatDate(promotion.startAt)} по ${formatDate(promotion.finishAt)}`;

export function promotionCard(promotion: Promotion, base: string) {
  const phase = promotionPhase(promotion);
  return {
    id: promotion.id,
    href: `${base}${promotion.id}/`,
    name: promotion.name,
    image: promotion.image,
    period: periodOf(promotion),
    minPercent: promotion.minPercent,
    categories: promotion.categoryNames.filter(Boolean).join(", "),
    stores: promotion.storeNames.filter(Boolean).join(", "),
    productCnt: promotion.productCnt,
    status: STATUS_TITLES[phase],
    finished: phase === "past",
    /** A seller promotion the supplier switched off. */
    inactive: !promotion.active,
  };
}

export type PromotionCard = ReturnType<typeof promotionCard>;

export async function loadPromotionList(args: LoaderFunctionArgs, source: PromotionSource, title: string) {
  const { siteId } = await requirePromotionsPage(args);
  const url = new URL(args.request.url);
  const api = await marketplace(args.request);
  const rawStatus = url.searchParams.get("status");
  const page = Number(url.searchParams.get("page"));
  const stateWith = (status: string | null) => ({
    name: (url.searchParams.get("name") ?? "").trim().slice(0, NAME_MAX),
    status,
    page: Number.isInteger(page) && page > 0 ? page : 1,
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
  const statuses = filters.error ? [] : filters.data.status.map(({ value, name }) => ({ value, title: name }));
  const state = stateWith(statuses.some((option) => option.value === rawStatus) ? rawStatus : null);
  const found = state.status === rawStatus ? askedPage : await listPage(state);
  const base = promotionsPath(source, siteId);
  const pages = found.error ? 1 : Math.max(1, Math.ceil(found.data.total / PROMOTIONS_PAGE_SIZE));
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
      total: found.error ? 0 : found.data.total,
      cards: found.error ? [] : found.data.items.map((promotion) => promotionCard(promotion, base)),
      listError: found.error ? found.errorText : null,
    },
    { status: found.error ? readFailureStatus(found) : 200 },
  );
}

export type PromotionListLoader = typeof loadPromotionList;
