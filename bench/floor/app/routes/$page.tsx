import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { floorPages } from "../floor-pages.server";

/** The portal page's loader data, so that Remix serializes as much into the floor's document. */
export const loader = ({ params }: LoaderFunctionArgs) => json(floorPages().get(params.page ?? "")?.loaderData ?? {});

export default function Page() {
  return null;
}
