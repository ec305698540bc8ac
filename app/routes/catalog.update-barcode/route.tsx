import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CATALOG_PAGE_SIZE } from "~/features/catalog/catalog-views";
import { postableId, productName } from "~/features/catalog/product-fallbacks";
import { ProductSearch } from "~/features/products/product-search";
import { FormKey } from "~/form/form-key-field";
import { requireViewer } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { catalog } from "~/services/marketplace/catalog.server";
import { formErrorStatus, marketplace, isMissing, upstreamFailure } from "~/services/marketplace/client.server";
import { products } from "~/services/marketplace/products.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { Input } from "~/ui/input";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { DIGITS, notFound, requireParam } from "~/utils/params.server";
import { BARCODE_MESSAGE, isValidBarcode } from "~/validation/barcode";

const TITLE = "Обновление штрихкодов";
const PATH = "/catalog/update-barcode/";
/** A product may carry several barcodes; the form offers one empty field beside the saved ones. */
const MAX_BARCODES = 10;

export const meta = titled(TITLE);

/**
 * /catalog/update-barcode/: find the product (`?q=` by name, article or barcode; drafts
 * too, where copies wait for their barcodes), then change its barcodes (`?draftId=`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request, "catalog");
  const url = new URL(request.url);
  const api = await marketplace(request);
  const draftId = url.searchParams.get("draftId");
  if (draftId) {
    const id = requireParam(draftId, DIGITS);
    const card = await products.card(api, Number(id));
    if (card.error) throw isMissing(card) ? notFound() : upstreamFailure(card);
    const { name, article, barcodes } = card.data;
    // The form posts back the id the card was asked by; what the card leaves out has its fallback.
    const product = { id, name: productName(name), article: article || null, barcodes: barcodes ?? [] };
    return json({ q: "", product, found: [], failed: null });
  }
  const q = url.searchParams.get("q")?.trim() ?? "";
  const query = { limit: CATALOG_PAGE_SIZE, skip: 0, search: q || undefined };
  const lists = await Promise.all([catalog.list(api, "drafts", query), catalog.list(api, "all", query)]);
  const failed = lists.find((list) => list.error);
  const found = lists.flatMap((list) => (list.error ? [] : list.data.items));
  return json({
    q,
    product: null,
    found: found.map(({ id, name, article, barcode }) => ({
      key: String(id),
      // A product whose id the page's address cannot take is listed without its link.
      href: postableId(id) && `${PATH}?draftId=${id}`,
      name: productName(name),
      article: article || null,
      barcode: barcode || null,
    })),
    failed: failed?.error ? failed.errorText : null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireViewer(request, "catalog");
  const form = await readForm(request);
  readIntent(form, ["save"]);
  const draftId = Number(requireParam(String(form.get("draftId") ?? ""), DIGITS));
  const typed = form
    .getAll("barcodes")
    .map((value) => String(value).trim())
    .slice(0, MAX_BARCODES);
  const errors = typed.map((code) => (code && !isValidBarcode(code) ? BARCODE_MESSAGE : ""));
  const barcodes = [...new Set(typed.filter(Boolean))];
  if (barcodes.length === 0) errors[0] = BARCODE_MESSAGE;
  if (errors.some(Boolean)) return json({ typed, errors, formError: null }, { status: 400 });
  const saved = await products.updateBarcodes(await marketplace(request), draftId, barcodes);
  if (saved.error) return json({ typed, errors, formError: saved.errorText }, { status: formErrorStatus(saved) });
  return redirectWithToast(request, `${PATH}?draftId=${draftId}`, { type: "success", text: "Штрихкоды сохранены" });
}

export default function UpdateBarcodePage() {
  const { q, product, found, failed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const values = actionData?.typed ?? [...(product?.barcodes ?? []), ""];
  return (
    <>
      <PageHeading title={TITLE} />
      {product ? (
        <Form method="post" className="product-editor">
          <FormKey form="barcodes" />
          <p>
            <strong>{product.name}</strong>
            {product.article && ` · Артикул ${product.article}`}
          </p>
          {actionData?.formError && <Notification type="error">{actionData.formError}</Notification>}
          <input type="hidden" name="draftId" value={product.id} />
          <fieldset className="product-editor__group">
            <legend>Штрихкоды EAN-13</legend>
            {values.map((code, index) => (
              <Input
                key={`${index}-${code}`}
                name="barcodes"
                id={`barcode-${index}`}
                label={`Штрихкод ${index + 1}`}
                defaultValue={code}
                inputMode="numeric"
                maxLength={13}
                errors={actionData?.errors[index] ? [actionData.errors[index]] : undefined}
              />
            ))}
            <p className="field__hint">Чтобы убрать штрихкод, очистите его поле.</p>
          </fieldset>
          <div className="product-editor__actions">
            <button type="submit" name="intent" value="save" className="button button--primary">
              Сохранить штрихкоды
            </button>
            <Link to={PATH} className="button button--ghost">
              Выбрать другой товар
            </Link>
          </div>
        </Form>
      ) : (
        <>
          <ProductSearch q={q} />
          {failed && <Notification type="error">{failed}</Notification>}
          {found.length === 0 ? (
            <p>Ничего не найдено.</p>
          ) : (
            <ul className="product-nav">
              {found.map((item) => (
                <li key={item.key} className="product-nav__item">
                  {item.href ? <Link to={item.href}>{item.name}</Link> : <span>{item.name}</span>}
                  <p>
                    {item.article && `Артикул ${item.article} · `}
                    {item.barcode ? `Штрихкод ${item.barcode}` : "Без штрихкода"}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
