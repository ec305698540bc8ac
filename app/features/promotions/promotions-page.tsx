import type { LinksFunction, MetaFunction } from "@remix-run/node";
import catalogStyles from "~/styles/catalog.css?url";
import promotionsStyles from "~/styles/promotions.css?url";
import { pageMeta } from "~/utils/meta";

type TitledData = { title: string };

/** Meta of a promotions page: the title its loader chose. */
export const promotionsMeta: MetaFunction = ({ data, error }) =>
  pageMeta((data as TitledData | undefined)?.title, error);

/** The promotions pages' rows are the catalog's (the same product row and in-place fields), plus their own cards. */
export const promotionsLinks: LinksFunction = () => [
  { rel: "stylesheet", href: catalogStyles },
  { rel: "stylesheet", href: promotionsStyles },
];
