import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AddProductsPage } from "~/features/promotions/add-products-page";
import { addProductsAction, loadAddProducts } from "~/features/promotions/add-products.server";
import { promotionsMeta } from "~/features/promotions/promotions-page";

export const meta = promotionsMeta;

export const loader = (args: LoaderFunctionArgs) => loadAddProducts(args, "seller");
export const action = (args: ActionFunctionArgs) => addProductsAction(args, "seller");

export default AddProductsPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
