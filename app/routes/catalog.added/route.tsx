import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ProductEditor } from "~/features/products/product-editor";
import { editorAction, editorLoader } from "~/features/products/product-editor.server";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";

const TITLE = "Новый товар";

export const meta = titled(TITLE);

export const loader = ({ request }: LoaderFunctionArgs) => editorLoader(request, { from: "new" });
export const action = ({ request }: ActionFunctionArgs) => editorAction(request, { kind: "create" });

export default function ProductAddPage() {
  return (
    <>
      <PageHeading title={TITLE} />
      <ProductEditor submitLabel="Отправить на модерацию" />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
export { editorShouldRevalidate as shouldRevalidate } from "~/features/products/product-editor";
