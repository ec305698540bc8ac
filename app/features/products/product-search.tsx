import { Form } from "@remix-run/react";
import { Input } from "~/ui/input";

/** The search above a list of the supplier's products to pick from (copying, barcodes): a GET form, URL state. */
export function ProductSearch({ q }: { q: string }) {
  return (
    <Form method="get" className="product-search">
      <Input name="q" label="Наименование, артикул или штрихкод" defaultValue={q} type="search" />
      <button type="submit" className="button button--ghost">
        Найти
      </button>
    </Form>
  );
}
