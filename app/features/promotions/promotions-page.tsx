import { useLoaderData } from "@remix-run/react";
import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/utils/meta";
import { PageHeading } from "~/ui/page-heading";

type TitledData = { title: string };

/** Meta of a promotions page: the title its loader chose. */
export const promotionsMeta: MetaFunction = ({ data, error }) =>
  pageMeta((data as TitledData | undefined)?.title, error);

export function PromotionsHeading() {
  const { title } = useLoaderData<TitledData>();
  return <PageHeading title={title} />;
}
