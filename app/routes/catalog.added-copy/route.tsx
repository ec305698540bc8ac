import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CATALOG_PAGE_SIZE } from "~/features/catalog/catalog-views";
import { postableId, productName } from "~/features/catalog/product-fallbacks";
import { ProductSearch } from "~/features/products/product-search";
import { FormKey } from "~/form/form-key-field";
import { requireViewer } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { catalog, type Product } from "~/services/marketplace/catalog.server";
import { formErrorStatus, marketplace } from "~/services/marketplace/client.server";
import { products } from "~/services/marketplace/products.server";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { DIGITS } from "~/utils/params.server";

const TITLE = "Копирование товаров";

export const meta = titled(TITLE);

/** Supply contracts are shown but not offered yet. */
const CONTRACT_TYPES = [
  { value: "commission", title: "Договор комиссии", disabled: false },
  { value: "supply", title: "Договор поставки", disabled: true },
];

/** What a copy made, as the page after it reads it from its URL: `?copied=source-draft,…`. */
const COPIED = /^\d+-\d+(,\d+-\d+)*$/;

type Copy = { sourceId: number; draftId: number };

/**
 * /catalog/added-copy/ (trustees only): choose products (`?q=` narrows the list) and copy
 * them to the contract; each copy is a draft without barcodes, listed with a link to it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request, "copyProducts");
  const query = new URL(request.url).searchParams;
  const q = query.get("q")?.trim() ?? "";
  const copied = query.get("copied") ?? "";
  const list = await catalog.list(await marketplace(request), "all", {
    limit: CATALOG_PAGE_SIZE,
    skip: 0,
    search: q || undefined,
  });
  return json({
    q,
    copies: COPIED.test(copied)
      ? copied.split(",").map((pair): Copy => {
          const [sourceId, draftId] = pair.split("-").map(Number);
          return { sourceId, draftId };
        })
      : [],
    items: list.error ? [] : list.data.items.map(copyableItem),
    failed: list.error ? list.errorText : null,
  });
}

/** A product to choose: one without a name is «Без названия»; one whose id no form can post has no tick. */
const copyableItem = ({ id, name, article }: Product) => ({
  id,
  value: postableId(id),
  name: productName(name),
  article: article || null,
});

type CopyRefusal = { chosen: string[]; message: string };

export async function action({ request }: ActionFunctionArgs) {
  await requireViewer(request, "copyProducts");
  const refuse = (chosen: string[], message: string, status: number) =>
    json<CopyRefusal>({ chosen, message }, { status });
  const form = await readForm(request, { once: true });
  readIntent(form, ["copy"]);
  const chosen = form.getAll("productIds").map(String);
  const contractType = form.get("contractType");
  if (contractType !== "commission") return refuse(chosen, "Копировать можно только в договор комиссии", 400);
  if (chosen.length === 0 || !chosen.every((id) => DIGITS.test(id)))
    return refuse(chosen, "Отметьте товары, которые нужно скопировать", 400);
  const copied = await products.copyToContract(await marketplace(request), contractType, chosen.map(Number));
  if (copied.error) return refuse(chosen, copied.errorText, formErrorStatus(copied));
  // A redirect, so that a second press of the button (the same one-time key) gets this answer
  // again instead of copying again; the list of copies travels in the URL of the page after it.
  const after = new URLSearchParams({
    copied: copied.data.items.map(({ sourceId, draftId }) => `${sourceId}-${draftId}`).join(","),
  });
  const q = new URL(request.url).searchParams.get("q");
  if (q) after.set("q", q);
  return redirect(`/catalog/added-copy/?${after}`);
}

export default function CopyProductsPage() {
  const { q, copies, items, failed } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const nameOf = (id: number) => items.find((item) => item.id === id)?.name ?? `Товар ${id}`;
  return (
    <>
      <PageHeading title={TITLE} />
      {refusal && <Notification type="error">{refusal.message}</Notification>}
      {copies.length > 0 && (
        <Notification type="success" title={`Скопировано товаров: ${copies.length}`}>
          <p>Копии сохранены черновиками без штрихкодов: укажите их, чтобы отправить товары на модерацию.</p>
          <table className="product-table">
            <thead>
              <tr>
                <th scope="col">Товар</th>
                <th scope="col">Результат</th>
              </tr>
            </thead>
            <tbody>
              {copies.map((copy) => (
                <tr key={copy.sourceId}>
                  <td>{nameOf(copy.sourceId)}</td>
                  <td>
                    Скопирован: <Link to={`/catalog/edit/${copy.draftId}/`}>черновик № {copy.draftId}</Link>,{" "}
                    <Link to={`/catalog/update-barcode/?draftId=${copy.draftId}`}>указать штрихкод</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Notification>
      )}
      <ProductSearch q={q} />
      {failed && <Notification type="error">{failed}</Notification>}
      <Form method="post" className="product-editor">
        <FormKey form="copy-products" />
        <fieldset className="product-editor__group">
          <legend>Договор</legend>
          {CONTRACT_TYPES.map((type) => (
            <label key={type.value} className="checkbox">
              <input
                type="radio"
                name="contractType"
                value={type.value}
                defaultChecked={!type.disabled}
                disabled={type.disabled}
              />
              <span className="checkbox__label">{type.title}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="product-editor__group">
          <legend>Товары</legend>
          {items.length === 0 && <p>Ничего не найдено.</p>}
          {items.map((item) =>
            item.value ? (
              <label key={item.id} className="checkbox">
                <input
                  type="checkbox"
                  name="productIds"
                  value={item.value}
                  defaultChecked={refusal?.chosen.includes(item.value)}
                />
                <span className="checkbox__label">
                  {item.name}
                  {item.article && ` (${item.article})`}
                </span>
              </label>
            ) : null,
          )}
        </fieldset>
        <div className="product-editor__actions">
          <button type="submit" name="intent" value="copy" className="button button--primary">
            Скопировать отмеченные
          </button>
        </div>
      </Form>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
