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
