/** Demo promotions; dates are days relative to the seed's "today" so some are always running. */

export interface PromotionSeed {
  name: string;
  description: string;
  siteId: "b2c" | "b2b";
  startInDays: number;
  lastsDays: number;
  minPercent: number;
  active: boolean;
  categoryIds: number[];
  storeIds: number[];
  /** How many of the supplier's products take part (0 = the supplier has not joined). */
  productCount: number;
}

const ALL_RETAIL = [11, 12, 13, 21, 22, 31, 41, 51, 61];

export const MARKETPLACE_PROMOTIONS: PromotionSeed[] = [
  {
    name: "Весенний ремонт",
    description: "Скидки на отделочные материалы и инструмент для весеннего ремонта.",
    siteId: "b2c",
    startInDays: -10,
    lastsDays: 30,
    minPercent: 10,
    active: true,
    categoryIds: [1, 3],
    storeIds: ALL_RETAIL,
    productCount: 12,
  },
  {
    name: "Неделя сантехники",
    description: "Смесители, унитазы и ванны по специальным ценам.",
    siteId: "b2c",
    startInDays: -3,
    lastsDays: 7,
    minPercent: 15,
    active: true,
    categoryIds: [2],
    storeIds: [11, 12, 13, 21],
    productCount: 6,
  },
  {
    name: "Свет в каждый дом",
    description: "Акция на светильники и электроустановочные изделия.",
    siteId: "b2c",
    startInDays: 5,
    lastsDays: 14,
    minPercent: 10,
    active: true,
    categoryIds: [5],
    storeIds: ALL_RETAIL,
    productCount: 0,
  },
  {
    name: "Чёрная пятница",
    description: "Главная распродажа года.",
    siteId: "b2c",
    startInDays: -120,
    lastsDays: 4,
    minPercent: 20,
    active: true,
    categoryIds: [1, 2, 3, 4, 5, 6],
    storeIds: ALL_RETAIL,
    productCount: 8,
  },
  {
    name: "Профи-цены на сухие смеси",
    description: "Оптовые цены для строительных организаций.",
    siteId: "b2b",
    startInDays: -15,
    lastsDays: 45,
    minPercent: 5,
    active: true,
    categoryIds: [4],
    storeIds: [11, 21, 71],
    productCount: 5,
  },
  {
    name: "Инструмент для бригад",
    description: "Скидки на электроинструмент при покупке от 3 штук.",
    siteId: "b2b",
    startInDays: 10,
    lastsDays: 20,
    minPercent: 7,
    active: true,
    categoryIds: [3],
    storeIds: [11, 12, 21],
    productCount: 0,
  },
];

export const SELLER_PROMOTIONS_01: PromotionSeed[] = [
  {
    name: "Скидки на краски от поставщика",
    description: "",
    siteId: "b2c",
    startInDays: -5,
    lastsDays: 20,
    minPercent: 5,
    active: true,
    categoryIds: [],
    storeIds: [11, 12, 13],
    productCount: 4,
  },
  {
    name: "Распродажа остатков ламината",
    description: "",
    siteId: "b2c",
    startInDays: 3,
    lastsDays: 10,
    minPercent: 10,
    active: false,
    categoryIds: [],
    storeIds: [21, 22],
    productCount: 3,
  },
  {
    name: "Оптовая неделя",
    description: "",
    siteId: "b2b",
    startInDays: -40,
    lastsDays: 7,
    minPercent: 3,
    active: true,
    categoryIds: [],
    storeIds: [11],
    productCount: 2,
  },
];

export const SELLER_PROMOTIONS_08: PromotionSeed[] = [
  {
    name: "Акция второго поставщика",
    description: "",
    siteId: "b2c",
    startInDays: -1,
    lastsDays: 10,
    minPercent: 5,
    active: true,
    categoryIds: [],
    storeIds: [11],
    productCount: 2,
  },
];

/**
 * More marketplace promotions of the b2c showcase, seeded after the others so the ids above stay: with
 * them the list runs to a second page, and the browser tests of each project join their own one.
 */
export const MORE_MARKETPLACE_PROMOTIONS: PromotionSeed[] = [
  ["Тёплый дом", "Утеплитель, радиаторы и тёплые полы к холодам.", -2, 40, 10, [1, 4]],
  ["Уютная кухня", "Мойки, смесители и светильники для кухни.", -4, 30, 10, [2, 5]],
  ["Всё для дачи", "Садовый инструмент и материалы для загородного дома.", 20, 30, 12, [3, 4]],
  ["Малярная неделя", "Краски, кисти и валики со скидкой.", -1, 7, 8, [1]],
  ["Электрика без переплат", "Кабель, розетки и автоматы.", -30, 10, 10, [5]],
  ["Новогодний декор", "Гирлянды и праздничный свет.", 25, 20, 15, [5, 6]],
  ["Ремонт ванной", "Плитка, затирка и сантехника для ванной комнаты.", -60, 14, 12, [1, 2]],
  ["Инструмент мастера", "Ручной и электроинструмент.", -6, 21, 7, [3]],
].map(([name, description, startInDays, lastsDays, minPercent, categoryIds]) => ({
  name: name as string,
  description: description as string,
  siteId: "b2c",
  startInDays: startInDays as number,
  lastsDays: lastsDays as number,
  minPercent: minPercent as number,
  active: true,
  categoryIds: categoryIds as number[],
  storeIds: ALL_RETAIL,
  productCount: 0,
}));
