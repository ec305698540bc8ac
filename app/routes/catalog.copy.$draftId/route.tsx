import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ProductEditor } from "~/features/products/product-editor";
import { editorAction, editorLoader } from "~/features/products/product-editor.server";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { DIGITS, requireParam } from "~/utils/params.server";

const TITLE = "Копирование товара";

export const meta = titled(TITLE);

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  editorLoader(request, { from: "copy", draftId: Number(requireParam(params.draftId, DIGITS)) });

/** The copy is a new card: the source stays as it was. */
export const action = ({ request, params }: ActionFunctionArgs) => {
  requireParam(params.draftId, DIGITS);
  return editorAction(request, { kind: "create" });
};

export default function ProductCopyPage() {
  return (
    <>
      <PageHeading title={TITLE} />
      <Notification type="notice">
        Новый товар заполнен по образцу. Укажите штрихкод: у двух ваших товаров он не может совпадать.
      </Notification>
      <ProductEditor submitLabel="Отправить на модерацию" />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
export { editorShouldRevalidate as shouldRevalidate } from "~/features/products/product-editor";
