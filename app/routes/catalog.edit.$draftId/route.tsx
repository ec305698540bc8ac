import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ProductEditor } from "~/features/products/product-editor";
import { editorAction, editorLoader } from "~/features/products/product-editor.server";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { DIGITS, requireParam } from "~/utils/params.server";

const TITLE = "Редактирование товара";

export const meta = titled(TITLE);

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  editorLoader(request, { from: "edit", draftId: Number(requireParam(params.draftId, DIGITS)) });

export const action = ({ request, params }: ActionFunctionArgs) =>
  editorAction(request, { kind: "update", draftId: Number(requireParam(params.draftId, DIGITS)) });

export default function ProductEditPage() {
  return (
    <>
      <PageHeading title={TITLE} />
      <ProductEditor submitLabel="Отправить на модерацию" />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
export { editorShouldRevalidate as shouldRevalidate } from "~/features/products/product-editor";
