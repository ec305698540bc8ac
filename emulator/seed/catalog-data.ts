/**
 * Dictionary data of the catalog: the 3-level category tree, category properties and the
 * stores. Plain constants: the seed inserts them, the tests read them.
 */

export interface CategorySeed {
  id: number;
  name: string;
  /** The company section (table sections) this branch serves; drives category/tree/by-customer. */
  sectionId?: number;
  children?: CategorySeed[];
}

/** Ids: sections 1–6, groups section×100+n, leaves group×10+n (so a leaf's section is id / 1000, rounded down). */
export const CATEGORY_TREE: CategorySeed[] = [
  {
    id: 1,
    name: "Отделочные материалы",
    sectionId: 5,
    children: [
      {
        id: 101,
        name: "Лакокрасочные материалы",
        children: [
          { id: 1011, name: "Краски интерьерные" },
          { id: 1012, name: "Краски фасадные" },
          { id: 1013, name: "Грунтовки" },
          { id: 1014, name: "Лаки и пропитки" },
        ],
      },
      {
        id: 102,
        name: "Напольные покрытия",
        sectionId: 6,
        children: [
          { id: 1021, name: "Ламинат" },
          { id: 1022, name: "Линолеум" },
          { id: 1023, name: "Паркетная доска" },
        ],
      },
      {
        id: 103,
        name: "Плитка",
        children: [
          { id: 1031, name: "Керамическая плитка" },
          { id: 1032, name: "Керамогранит" },
          { id: 1033, name: "Мозаика" },
        ],
      },
      {
        id: 104,
        name: "Обои",
        children: [
          { id: 1041, name: "Флизелиновые обои" },
          { id: 1042, name: "Виниловые обои" },
        ],
      },
    ],
  },
  {
    id: 2,
    name: "Сантехника",
    sectionId: 4,
    children: [
      {
        id: 201,
        name: "Смесители",
        children: [
          { id: 2011, name: "Смесители для кухни" },
          { id: 2012, name: "Смесители для ванной" },
        ],
      },
      {
        id: 202,
        name: "Унитазы и инсталляции",
        children: [
          { id: 2021, name: "Унитазы" },
          { id: 2022, name: "Инсталляции" },
        ],
      },
      {
        id: 203,
        name: "Ванны и душевые",
        children: [
          { id: 2031, name: "Ванны акриловые" },
          { id: 2032, name: "Душевые кабины" },
        ],
      },
    ],
  },
  {
    id: 3,
    name: "Инструмент",
    sectionId: 2,
    children: [
      {
        id: 301,
        name: "Электроинструмент",
        children: [
          { id: 3011, name: "Дрели" },
          { id: 3012, name: "Шуруповёрты" },
          { id: 3013, name: "Перфораторы" },
          { id: 3014, name: "Угловые шлифмашины" },
        ],
      },
      {
        id: 302,
        name: "Ручной инструмент",
        children: [
          { id: 3021, name: "Молотки" },
          { id: 3022, name: "Измерительный инструмент" },
        ],
      },
    ],
  },
  {
    id: 4,
    name: "Строительные материалы",
    sectionId: 1,
    children: [
      {
        id: 401,
        name: "Сухие смеси",
        children: [
          { id: 4011, name: "Штукатурки" },
          { id: 4012, name: "Шпаклёвки" },
          { id: 4013, name: "Плиточный клей" },
        ],
      },
      {
        id: 402,
        name: "Гипсокартон и профили",
        children: [
          { id: 4021, name: "Гипсокартон" },
          { id: 4022, name: "Профили" },
        ],
      },
      {
        id: 403,
        name: "Утеплители",
        children: [
          { id: 4031, name: "Минеральная вата" },
          { id: 4032, name: "Пенополистирол" },
        ],
      },
    ],
  },
  {
    id: 5,
    name: "Электрика",
    sectionId: 3,
    children: [
      {
        id: 501,
        name: "Освещение",
        sectionId: 8,
        children: [
          { id: 5011, name: "Люстры" },
          { id: 5012, name: "Светодиодные светильники" },
        ],
      },
      {
        id: 502,
        name: "Электроустановочные изделия",
        children: [
          { id: 5021, name: "Розетки" },
          { id: 5022, name: "Выключатели" },
        ],
      },
    ],
  },
  {
    id: 6,
    name: "Интерьер и декор",
    sectionId: 10,
    children: [
      {
        id: 601,
        name: "Текстиль",
        children: [
          { id: 6011, name: "Шторы" },
          { id: 6012, name: "Ковры" },
        ],
      },
      {
        id: 602,
        name: "Декор",
        children: [
          { id: 6021, name: "Зеркала" },
          { id: 6022, name: "Картины и постеры" },
        ],
      },
    ],
  },
];

export interface PropertySeed {
  id: number;
  name: string;
  type: "select" | "number" | "string" | "multiselect" | "boolean";
  unit?: string;
  values?: string[];
}

export const PROPERTIES: PropertySeed[] = [
  {
    id: 1,
    name: "Страна производства",
    type: "select",
    values: ["Россия", "Беларусь", "Германия", "Италия", "Китай", "Финляндия"],
  },
  {
    id: 2,
    name: "Цвет",
    type: "select",
    values: ["Белый", "Серый", "Бежевый", "Чёрный", "Хром", "Дуб натуральный", "Орех"],
  },
  { id: 3, name: "Вес", type: "number", unit: "кг" },
  { id: 4, name: "Объём", type: "number", unit: "л" },
  { id: 5, name: "Степень блеска", type: "select", values: ["Глубокоматовая", "Матовая", "Полуматовая", "Глянцевая"] },
  { id: 6, name: "Класс износостойкости", type: "select", values: ["31", "32", "33", "34"] },
  { id: 7, name: "Толщина", type: "number", unit: "мм" },
  { id: 8, name: "Площадь в упаковке", type: "number", unit: "м²" },
  { id: 9, name: "Размер плитки", type: "select", values: ["20×20 см", "30×60 см", "60×60 см", "60×120 см"] },
  { id: 10, name: "Материал корпуса", type: "select", values: ["Латунь", "Нержавеющая сталь", "Силумин", "Пластик"] },
  { id: 11, name: "Мощность", type: "number", unit: "Вт" },
  { id: 12, name: "Тип питания", type: "select", values: ["Сеть 220 В", "Аккумулятор 12 В", "Аккумулятор 18 В"] },
  { id: 13, name: "Цоколь", type: "select", values: ["E14", "E27", "GU10", "Встроенный LED"] },
  { id: 14, name: "Коллекция", type: "string" },
  {
    id: 15,
    name: "Область применения",
    type: "multiselect",
    values: ["Стены", "Потолки", "Фасады", "Дерево", "Металл"],
  },
  { id: 16, name: "Моющаяся поверхность", type: "boolean" },
];

/** [categoryId, propertyId, required]: linked properties apply to every descendant. */
export const CATEGORY_PROPERTIES: ReadonlyArray<readonly [number, number, boolean]> = [
  [1, 1, true],
  [2, 1, true],
  [3, 1, true],
  [4, 1, true],
  [5, 1, true],
  [6, 1, true],
  [1, 2, false],
  [2, 2, false],
  [5, 2, false],
  [6, 2, false],
  [4, 3, true],
  [3, 3, false],
  [101, 4, true],
  [101, 5, false],
  [101, 15, false],
  [101, 16, false],
  [102, 6, true],
  [102, 7, true],
  [102, 8, true],
  [103, 9, true],
  [103, 14, false],
  [201, 10, true],
  [301, 11, true],
  [301, 12, true],
  [501, 13, true],
  [501, 11, false],
];

/**
 * The product card's common fields, valid for every category (GET main-properties).
 * Codes are the payload names of POST/PUT v2/product.
 */
export const MAIN_PROPERTIES = [
  { code: "name", name: "Наименование", type: "string", required: true },
  { code: "article", name: "Артикул", type: "string", required: true },
  { code: "brand", name: "Бренд", type: "string", required: false },
  { code: "categoryId", name: "Категория", type: "category", required: true },
  { code: "barcodes", name: "Штрихкод", type: "barcode", required: true },
  { code: "description", name: "Описание", type: "text", required: false },
  { code: "images", name: "Изображения", type: "images", required: true },
  { code: "vat", name: "НДС", type: "vat", required: true },
  { code: "price", name: "Цена", type: "money", required: true },
  { code: "oldPrice", name: "Старая цена", type: "money", required: false },
  { code: "stock", name: "Остаток на складе поставщика", type: "integer", required: false },
] as const;

export interface StoreSeed {
  id: number;
  cityName: string;
  name: string;
  sort: number;
  retail: boolean;
}

/** Id 95 is the online order warehouse: it says retail, and the portal must leave it out itself. */
export const STORES: StoreSeed[] = [
  { id: 11, cityName: "Санкт-Петербург", name: "ТЦ на Выборгском шоссе", sort: 10, retail: true },
  { id: 12, cityName: "Санкт-Петербург", name: "ТЦ на Таллинском шоссе", sort: 20, retail: true },
  { id: 13, cityName: "Санкт-Петербург", name: "ТЦ на проспекте Энгельса", sort: 30, retail: true },
  { id: 21, cityName: "Москва", name: "ТЦ на Дмитровском шоссе", sort: 40, retail: true },
  { id: 22, cityName: "Москва", name: "ТЦ на Ленинском проспекте", sort: 50, retail: true },
  { id: 31, cityName: "Великий Новгород", name: "ТЦ на Большой Санкт-Петербургской", sort: 60, retail: true },
  { id: 41, cityName: "Вологда", name: "ТЦ на Окружном шоссе", sort: 70, retail: true },
  { id: 51, cityName: "Тверь", name: "ТЦ на Октябрьском проспекте", sort: 80, retail: true },
  { id: 61, cityName: "Ярославль", name: "ТЦ на Московском проспекте", sort: 90, retail: true },
  { id: 71, cityName: "Санкт-Петербург", name: "Распределительный центр Шушары", sort: 100, retail: false },
  { id: 95, cityName: "Санкт-Петербург", name: "Склад интернет-заказов", sort: 110, retail: true },
];
