import { markup, type MarkupPart } from "~/utils/markup";

/**
 * How the tick and the button of a product row in a list (the catalog, a promotion, the products to add
 * to one) get their names: the first word said once for the whole list, then the product's visible
 * name and its article in brackets, which the row's server-drawn card carries (docs/decisions/100):
 * «Отметить: Утеплитель … (ТЕХ-12294)», «В архив: Утеплитель … (ТЕХ-12294)». One copy of a name in
 * the page instead of three, and names that tell apart the products a catalog repeats.
 */

const TICK_WORD = "row-tick-word";
const ACTION_WORD = "row-action-word";

/** The first words of every row's tick and button names, hidden, once in the list's form; `action`: the button's. */
export function RowNameWords({ action }: { action?: string }) {
  return (
    <>
      <span id={TICK_WORD} hidden>
        Отметить:
      </span>
      {action && <span id={ACTION_WORD} hidden>{`${action}:`}</span>}
    </>
  );
}

const rowNameIds = (key: string | number) => `name-${key} article-${key}`;

/** `aria-labelledby` of a row's tick. */
export const tickNamedBy = (key: string | number) => `${TICK_WORD} ${rowNameIds(key)}`;

/** `aria-labelledby` of a row's own button. */
export const actionNamedBy = (key: string | number) => `${ACTION_WORD} ${rowNameIds(key)}`;

/** The row's visible name, which names its controls. */
export const rowNameMarkup = (key: string | number, name: MarkupPart) =>
  markup`<p class="catalog-row__name" id="name-${key}">${name}</p>`;

/** The article in brackets for the controls' names, hidden; empty without one. */
export const rowArticleMarkup = (key: string | number, article: string | null) =>
  markup`<span id="article-${key}" hidden>${article && `(${article})`}</span>`;
