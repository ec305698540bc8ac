import type { FieldProps } from "./field-shell";

/** An option of the Select widget; an option with children is a group heading. */
export interface SelectOption {
  title: string;
  value: string;
  id: string | number;
  children?: SelectOption[];
  /** Marks a selectable leaf of a tree whose nodes may have empty `children`. */
  isLastLevel?: boolean;
}

/** What a Select takes: the field's own props and its options. */
export interface SelectProps extends FieldProps {
  options: SelectOption[];
  /** Several values: posted as repeated `name` fields. */
  multiple?: boolean;
  defaultValue?: string | string[];
  /** Columns of the open list on wider screens. */
  columns?: 1 | 2 | 3;
  placeholder?: string;
  /** Told of each choice the user makes in the enhanced widget (the native control has its own events). */
  onChoose?: (values: string[]) => void;
}

/** Search appears with at least 5 options on desktop and more than 22 on mobile. */
export const SEARCH_MIN_OPTIONS_DESKTOP = 5;
export const SEARCH_MIN_OPTIONS_MOBILE = 23;
/** Mobile is a viewport below 575 px. */
export const MOBILE_MEDIA_QUERY = "(max-width: 574.98px)";
export const NOTHING_FOUND = "ничего не найдено";

export function isSelectable(option: SelectOption): boolean {
  return option.isLastLevel === true || !option.children?.length;
}

/** Every selectable option, depth first, with the titles of its ancestors. */
export function selectableOptions(
  options: readonly SelectOption[],
  path: readonly string[] = [],
): Array<{ option: SelectOption; path: string[] }> {
  return options.flatMap((option) =>
    isSelectable(option)
      ? [{ option, path: [...path] }]
      : selectableOptions(option.children ?? [], [...path, option.title]),
  );
}

export function shouldShowSearch(selectableCount: number, isMobile: boolean): boolean {
  return isMobile ? selectableCount >= SEARCH_MIN_OPTIONS_MOBILE : selectableCount >= SEARCH_MIN_OPTIONS_DESKTOP;
}

/** Case- and ё-insensitive form of a title or query. */
function searchable(text: string): string {
  return text.toLocaleLowerCase("ru").replaceAll("ё", "е").trim();
}

/**
 * The tree narrowed to the query: a matching option keeps its whole subtree, a group stays when
 * something below it matches. An empty query returns the options unchanged.
 */
export function filterOptions(options: readonly SelectOption[], query: string): SelectOption[] {
  const needle = searchable(query);
  if (needle === "") return [...options];
  return options.flatMap((option) => {
    if (searchable(option.title).includes(needle)) return [option];
    const children = filterOptions(option.children ?? [], query);
    return children.length ? [{ ...option, children }] : [];
  });
}

/** Titles of the chosen values, in option order, for the closed widget. */
export function selectedTitles(options: readonly SelectOption[], values: readonly string[]): string[] {
  return selectableOptions(options)
    .filter(({ option }) => values.includes(option.value))
    .map(({ option }) => option.title);
}
