import { describe, expect, it } from "vitest";
import { fieldMessage } from "./field-message";
import { caretAfter } from "./mask";
import {
  NOTHING_FOUND,
  type SelectOption,
  filterOptions,
  selectableOptions,
  selectedTitles,
  shouldShowSearch,
} from "./select-options";

describe("fieldMessage", () => {
  it.each([
    [undefined, {}, undefined],
    [[], {}, undefined],
    [["Неверный формат номера"], { required: true, empty: true }, "Неверный формат номера"],
    [[""], { required: true, empty: true }, "Обязательно к заполнению"],
    [[""], { required: true, empty: false }, "Проверьте корректность"],
    [[""], { required: false, empty: true }, "Проверьте корректность"],
  ])("%j %j → %j", (errors, context, message) =>
    expect(fieldMessage(errors, { empty: false, ...context })).toBe(message),
  );
});

describe("caretAfter", () => {
  it.each([
    ["+7 (900) 123", 0, 0],
    ["+7 (900) 123", 1, 2],
    ["+7 (900) 123", 4, 7],
    ["+7 (900) 123", 5, 10],
    ["+7 (900) 123", 99, 12],
  ])("%j after %i significant characters → %i", (text, count, caret) => expect(caretAfter(text, count)).toBe(caret));
});

const tree: SelectOption[] = [
  {
    id: 1,
    value: "1",
    title: "Отделочные материалы",
    children: [
      { id: 2, value: "2", title: "Ёмкости", isLastLevel: true },
      { id: 3, value: "3", title: "Краски", children: [{ id: 4, value: "4", title: "Эмаль" }] },
    ],
  },
  { id: 5, value: "5", title: "Сантехника" },
  { id: 6, value: "6", title: "Узел", children: [], isLastLevel: true },
];

describe("select options", () => {
  it("selectable options are leaves or last-level nodes, with their path", () => {
    expect(selectableOptions(tree).map(({ option, path }) => [option.title, path])).toEqual([
      ["Ёмкости", ["Отделочные материалы"]],
      ["Эмаль", ["Отделочные материалы", "Краски"]],
      ["Сантехника", []],
      ["Узел", []],
    ]);
  });

  it.each([
    [4, false, false],
    [5, false, true],
    [22, true, false],
    [23, true, true],
  ])("%i options, mobile %s → search %s", (count, mobile, shown) =>
    expect(shouldShowSearch(count, mobile)).toBe(shown),
  );

  it("search ignores case and ё, keeps groups of matches", () => {
    const titles = (options: SelectOption[]) => selectableOptions(options).map(({ option }) => option.title);
    expect(titles(filterOptions(tree, "емк"))).toEqual(["Ёмкости"]);
    expect(titles(filterOptions(tree, "ЭМАЛЬ"))).toEqual(["Эмаль"]);
    expect(titles(filterOptions(tree, "краски"))).toEqual(["Эмаль"]);
    expect(titles(filterOptions(tree, "  "))).toHaveLength(4);
    expect(filterOptions(tree, "плитка")).toEqual([]);
    expect(NOTHING_FOUND).toBe("ничего не найдено");
  });

  it("selected titles follow option order", () => {
    expect(selectedTitles(tree, ["5", "2"])).toEqual(["Ёмкости", "Сантехника"]);
  });
});
