import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/utils/meta";

type TitledData = { title: string };

/** Meta of a promotions page: the title its loader chose. */
export const promotionsMeta: MetaFunction = ({ data, error }) =>
  pageMeta((data as TitledData | undefined)?.title, error);
