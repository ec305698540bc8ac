/**
 * Deterministic demo products: Russian construction goods spread over every catalog status.
 * Pure: the same random stream and plan give the same rows; the seed module inserts them.
 */
import { toEan13 } from "../modules/barcode";
import type { Vat } from "../modules/catalog-store";
import type { Rng } from "./random";

interface Template {
  categoryId: number;
  /** Name stem; a variant from `variants` is appended. */
  stem: string;
  variants: readonly string[];
  brands: readonly string[];
  priceRub: readonly [number, number];
  vat: Vat;
  properties: (rng: Rng) => Array<{ id: number; value: string }>;
}

const country = (rng: Rng) => ({ id: 1, value: rng.pick(["Россия", "Германия", "Италия", "Китай", "Финляндия"]) });
const colour = (rng: Rng) => ({ id: 2, value: rng.pick(["Белый", "Серый", "Бежевый", "Чёрный"]) });

const TEMPLATES: readonly Template[] = [
  {
    categoryId: 1011,
    stem: "Краска интерьерная моющаяся",
    variants: ["0,9 л", "2,7 л", "9 л"],
    brands: ["Tikkurila", "Dulux", "Текс"],
    priceRub: [690, 6900],
    vat: "20",
    properties: (rng) => [
      country(rng),
      colour(rng),
      { id: 4, value: rng.pick(["0.9", "2.7", "9"]) },
      { id: 5, value: "Матовая" },
    ],
  },
  {
    categoryId: 1012,
    stem: "Краска фасадная акриловая",
    variants: ["2,7 л", "9 л"],
    brands: ["Tikkurila", "Caparol"],
    priceRub: [1900, 8900],
    vat: "20",
    properties: (rng) => [country(rng), colour(rng), { id: 4, value: "9" }],
  },
  {
    categoryId: 1013,
    stem: "Грунтовка глубокого проникновения",
    variants: ["5 л", "10 л"],
    brands: ["Ceresit", "Knauf"],
    priceRub: [390, 1490],
    vat: "20",
    properties: (rng) => [country(rng), { id: 4, value: "10" }],
  },
  {
    categoryId: 1014,
    stem: "Лак для паркета полиуретановый",
    variants: ["0,9 л", "2,7 л"],
    brands: ["Pinotex", "Belinka"],
    priceRub: [890, 3900],
    vat: "20",
    properties: (rng) => [country(rng), { id: 4, value: "2.7" }, { id: 5, value: "Глянцевая" }],
  },
  {
    categoryId: 1021,
    stem: "Ламинат",
    variants: ["Дуб натуральный 33 класс", "Орех 32 класс", "Дуб серый 33 класс"],
    brands: ["Tarkett", "Quick-Step", "Kronospan"],
    priceRub: [790, 2490],
    vat: "20",
    properties: (rng) => [
      country(rng),
      { id: 6, value: rng.pick(["32", "33"]) },
      { id: 7, value: "8" },
      { id: 8, value: "2.131" },
    ],
  },
  {
    categoryId: 1022,
    stem: "Линолеум бытовой",
    variants: ["3 м", "4 м"],
    brands: ["Tarkett", "Juteks"],
    priceRub: [450, 1200],
    vat: "20",
    properties: (rng) => [country(rng), { id: 6, value: "31" }, { id: 7, value: "2.5" }, { id: 8, value: "1" }],
  },
  {
    categoryId: 1023,
    stem: "Паркетная доска трёхполосная",
    variants: ["Дуб", "Ясень"],
    brands: ["Barlinek", "Upofloor"],
    priceRub: [2400, 5900],
    vat: "20",
    properties: (rng) => [country(rng), { id: 6, value: "33" }, { id: 7, value: "14" }, { id: 8, value: "2.6" }],
  },
  {
    categoryId: 1031,
    stem: "Плитка настенная керамическая",
    variants: ["белая глянцевая 20×30", "бежевая матовая 30×60"],
    brands: ["Kerama Marazzi", "Cersanit"],
    priceRub: [690, 1890],
    vat: "20",
    properties: (rng) => [
      country(rng),
      { id: 9, value: "30×60 см" },
      { id: 14, value: rng.pick(["Венеция", "Фьорд", "Сканди"]) },
    ],
  },
  {
    categoryId: 1032,
    stem: "Керамогранит",
    variants: ["серый 60×60", "под дерево 20×120", "бетон 60×120"],
    brands: ["Kerama Marazzi", "Estima"],
    priceRub: [1190, 3990],
    vat: "20",
    properties: (rng) => [country(rng), { id: 9, value: rng.pick(["60×60 см", "60×120 см"]) }],
  },
  {
    categoryId: 1033,
    stem: "Мозаика стеклянная",
    variants: ["голубой микс", "белая"],
    brands: ["Bonaparte"],
    priceRub: [390, 1490],
    vat: "20",
    properties: (rng) => [country(rng)],
  },
  {
    categoryId: 1041,
    stem: "Обои флизелиновые под покраску",
    variants: ["1,06×25 м", "1,06×10 м"],
    brands: ["Marburg", "Erismann"],
    priceRub: [890, 3490],
    vat: "20",
    properties: (rng) => [country(rng), colour(rng)],
  },
  {
    categoryId: 1042,
    stem: "Обои виниловые",
    variants: ["геометрия 1,06×10 м", "штукатурка 1,06×10 м"],
    brands: ["Erismann", "Палитра"],
    priceRub: [990, 2890],
    vat: "20",
    properties: (rng) => [country(rng), colour(rng)],
  },
  {
    categoryId: 2011,
    stem: "Смеситель для кухни",
    variants: ["с высоким изливом", "с гибким изливом", "с фильтром для питьевой воды"],
    brands: ["Grohe", "Hansgrohe", "Lemark"],
    priceRub: [2900, 18900],
    vat: "20",
    properties: (rng) => [
      country(rng),
      { id: 2, value: "Хром" },
      { id: 10, value: rng.pick(["Латунь", "Нержавеющая сталь"]) },
    ],
  },
  {
    categoryId: 2012,
    stem: "Смеситель для ванны",
    variants: ["с душевым комплектом", "термостатический"],
    brands: ["Grohe", "Lemark", "Iddis"],
    priceRub: [3400, 24900],
    vat: "20",
    properties: (rng) => [country(rng), { id: 2, value: "Хром" }, { id: 10, value: "Латунь" }],
  },
  {
    categoryId: 2021,
    stem: "Унитаз-компакт",
    variants: ["с микролифтом", "безободковый"],
    brands: ["Cersanit", "Jika", "Santek"],
    priceRub: [6900, 19900],
    vat: "20",
    properties: (rng) => [country(rng), { id: 2, value: "Белый" }],
  },
  {
    categoryId: 2022,
    stem: "Инсталляция для подвесного унитаза",
    variants: ["с кнопкой", "усиленная"],
    brands: ["Grohe", "Geberit"],
    priceRub: [9900, 29900],
    vat: "20",
    properties: (rng) => [country(rng)],
  },
  {
    categoryId: 2031,
    stem: "Ванна акриловая",
    variants: ["170×70 см", "150×70 см"],
    brands: ["Triton", "Cersanit"],
    priceRub: [9900, 24900],
    vat: "20",
    properties: (rng) => [country(rng), { id: 2, value: "Белый" }],
  },
  {
    categoryId: 3011,
    stem: "Дрель ударная",
    variants: ["650 Вт", "800 Вт", "1010 Вт"],
    brands: ["Bosch", "Makita", "Интерскол"],
    priceRub: [2900, 11900],
    vat: "20",
    properties: (rng) => [
      country(rng),
      { id: 11, value: rng.pick(["650", "800", "1010"]) },
      { id: 12, value: "Сеть 220 В" },
    ],
  },
  {
    categoryId: 3012,
    stem: "Шуруповёрт аккумуляторный",
    variants: ["12 В, 2 АКБ", "18 В, 2 АКБ"],
    brands: ["Bosch", "Makita", "Metabo"],
    priceRub: [4900, 19900],
    vat: "20",
    properties: (rng) => [
      country(rng),
      { id: 11, value: "300" },
      { id: 12, value: rng.pick(["Аккумулятор 12 В", "Аккумулятор 18 В"]) },
    ],
  },
  {
    categoryId: 3013,
    stem: "Перфоратор SDS-plus",
    variants: ["800 Вт", "1200 Вт"],
    brands: ["Bosch", "Makita", "DeWalt"],
    priceRub: [6900, 24900],
    vat: "20",
    properties: (rng) => [country(rng), { id: 11, value: rng.pick(["800", "1200"]) }, { id: 12, value: "Сеть 220 В" }],
  },
  {
    categoryId: 3014,
    stem: "Угловая шлифмашина 125 мм",
    variants: ["900 Вт", "1100 Вт"],
    brands: ["Makita", "Интерскол"],
    priceRub: [3400, 9900],
    vat: "20",
    properties: (rng) => [country(rng), { id: 11, value: "900" }, { id: 12, value: "Сеть 220 В" }],
  },
  {
    categoryId: 3021,
    stem: "Молоток слесарный",
    variants: ["500 г", "800 г"],
    brands: ["Зубр", "Stayer"],
    priceRub: [290, 990],
    vat: "20",
    properties: (rng) => [country(rng), { id: 3, value: "0.5" }],
  },
  {
    categoryId: 3022,
    stem: "Лазерный уровень",
    variants: ["2 линии", "3 линии 360°"],
    brands: ["ADA", "Condtrol"],
    priceRub: [2900, 14900],
    vat: "20",
    properties: (rng) => [country(rng), { id: 3, value: "0.4" }],
  },
  {
    categoryId: 4011,
    stem: "Штукатурка гипсовая",
    variants: ["30 кг", "25 кг"],
    brands: ["Knauf Ротбанд", "Волма"],
    priceRub: [390, 690],
    vat: "20",
    properties: (rng) => [country(rng), { id: 3, value: "30" }],
  },
  {
    categoryId: 4012,
    stem: "Шпаклёвка финишная полимерная",
    variants: ["20 кг", "5 кг"],
    brands: ["Ceresit", "Vetonit"],
    priceRub: [290, 1190],
    vat: "20",
    properties: (rng) => [country(rng), { id: 3, value: "20" }],
  },
  {
    categoryId: 4013,
    stem: "Клей для плитки и керамогранита",
    variants: ["25 кг"],
    brands: ["Ceresit CM 11", "Юнис Плюс"],
    priceRub: [350, 790],
    vat: "20",
    properties: (rng) => [country(rng), { id: 3, value: "25" }],
  },
  {
    categoryId: 4021,
    stem: "Гипсокартон стеновой",
    variants: ["12,5×1200×2500 мм", "9,5×1200×2500 мм"],
    brands: ["Knauf", "Волма"],
    priceRub: [390, 690],
    vat: "20",
    properties: (rng) => [country(rng), { id: 3, value: "24" }],
  },
  {
    categoryId: 4031,
    stem: "Утеплитель минеральная вата",
    variants: ["50 мм, 6 м²", "100 мм, 3 м²"],
    brands: ["Rockwool", "Технониколь"],
    priceRub: [690, 1490],
    vat: "20",
    properties: (rng) => [country(rng), { id: 3, value: "8" }],
  },
  {
    categoryId: 5011,
    stem: "Люстра потолочная",
    variants: ["5 ламп", "3 лампы"],
    brands: ["Citilux", "Arte Lamp"],
    priceRub: [3900, 19900],
    vat: "20",
    properties: (rng) => [country(rng), { id: 13, value: "E14" }, { id: 2, value: rng.pick(["Белый", "Чёрный"]) }],
  },
  {
    categoryId: 5012,
    stem: "Светильник светодиодный",
    variants: ["18 Вт", "36 Вт"],
    brands: ["Gauss", "Navigator"],
    priceRub: [390, 2490],
    vat: "20",
    properties: (rng) => [country(rng), { id: 13, value: "Встроенный LED" }, { id: 11, value: "36" }],
  },
  {
    categoryId: 5021,
    stem: "Розетка двойная с заземлением",
    variants: ["белая", "антрацит"],
    brands: ["Schneider Electric", "Legrand"],
    priceRub: [290, 990],
    vat: "20",
    properties: (rng) => [country(rng), colour(rng)],
  },
  {
    categoryId: 6011,
    stem: "Шторы блэкаут",
    variants: ["150×270 см", "200×270 см"],
    brands: ["Тюль-Дом", "Ivanovo Textile"],
    priceRub: [1490, 4990],
    vat: "10",
    properties: (rng) => [country(rng), colour(rng)],
  },
  {
    categoryId: 6012,
    stem: "Ковёр безворсовый",
    variants: ["160×230 см", "120×170 см"],
    brands: ["Витебские ковры"],
    priceRub: [2990, 9990],
    vat: "10",
    properties: (rng) => [country(rng)],
  },
  {
    categoryId: 6021,
    stem: "Зеркало настенное в раме",
    variants: ["60×80 см", "50×70 см"],
    brands: ["Континент"],
    priceRub: [1990, 6990],
    vat: "none",
    properties: (rng) => [country(rng)],
  },
  {
    categoryId: 6022,
    stem: "Постер в раме",
    variants: ["Петербург 40×50", "Ботаника 30×40"],
    brands: ["Арт-Дом"],
    priceRub: [990, 2990],
    vat: "none",
    properties: (rng) => [country(rng)],
  },
];

/** Where a seeded card stands; see the generated status columns in 010_catalog.sql. */
export type SeedState = "onSale" | "ready" | "hidden" | "quarantine" | "pending" | "failed" | "archived" | "draft";

const REJECTION_REASONS = ["badImages", "wrongCategory", "badDescription", "duplicateCard"] as const;

export interface ProductSeed {
  contractType: "commission";
  name: string;
  article: string;
  brand: string;
  description: string;
  categoryId: number;
  properties: Array<{ id: number; value: string }>;
  barcodes: string[];
  imageCount: number;
  moderation: "draft" | "pending" | "failed" | "approved";
  rejectionReason: string | null;
  visible: boolean;
  archived: boolean;
  vat: Vat;
  price: number | null;
  oldPrice: number | null;
  prevPrice: number | null;
  quarantinePrice: number | null;
  stock: number;
  dcStock: number;
  /** Days before "today" the card was created. */
  ageDays: number;
}

/** Prices end in 0 or 9 like real shelf prices. */
const shelfPrice = (rng: Rng, [min, max]: readonly [number, number]) =>
  Math.round(rng.int(min, max) / 10) * 10 - (rng.next() < 0.6 ? 1 : 0);

/**
 * `plan` says how many cards of each state to make; `barcodePrefix` keeps suppliers' EANs apart
 * (2xx is the in-store range, free for demo data).
 */
export function generateProducts(
  rng: Rng,
  plan: Partial<Record<SeedState, number>>,
  barcodePrefix: string,
): ProductSeed[] {
  const states = (Object.entries(plan) as Array<[SeedState, number]>).flatMap(([state, count]) =>
    Array<SeedState>(count).fill(state),
  );
  // Shuffle so ids, names and states do not line up in blocks.
  for (let i = states.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [states[i], states[j]] = [states[j], states[i]];
  }
  return states.map((state, index) => {
    const template = TEMPLATES[index % TEMPLATES.length];
    const brand = rng.pick(template.brands);
    const variant = rng.pick(template.variants);
    const price = shelfPrice(rng, template.priceRub);
    const hasOldPrice = rng.next() < 0.4;
    const isDraft = state === "draft";
    // "ready" means approved but nothing to sell; every other live card has some stock.
    const hasNoStock = state === "ready" || isDraft;
    const dcStock = hasNoStock || rng.next() < 0.5 ? 0 : rng.int(1, 120);
    const stock = hasNoStock ? 0 : rng.next() < 0.75 || dcStock === 0 ? rng.int(1, 250) : 0;
    return {
      contractType: "commission",
      name: `${template.stem} ${brand} ${variant}`,
      article: `${brand
        .slice(0, 3)
        .toUpperCase()
        .replace(/[^A-ZА-ЯЁ]/g, "X")}-${String(10000 + index * 37).padStart(5, "0")}`,
      brand,
      description: `${template.stem} ${brand}. ${variant}. Поставляется в заводской упаковке, гарантия производителя.`,
      categoryId: template.categoryId,
      properties: template.properties(rng),
      barcodes:
        isDraft && rng.next() < 0.5
          ? []
          : [toEan13(`${barcodePrefix}${String(index + 1).padStart(12 - barcodePrefix.length, "0")}`)],
      imageCount: state === "failed" || isDraft ? rng.int(0, 1) : rng.int(1, 3),
      moderation: isDraft ? "draft" : state === "pending" ? "pending" : state === "failed" ? "failed" : "approved",
      rejectionReason: state === "failed" ? rng.pick(REJECTION_REASONS) : null,
      visible: state !== "hidden",
      archived: state === "archived",
      vat: template.vat,
      price: isDraft && rng.next() < 0.3 ? null : price,
      oldPrice: hasOldPrice ? Math.round((price * rng.int(112, 140)) / 100 / 10) * 10 : null,
      prevPrice: rng.next() < 0.3 ? Math.round((price * rng.int(90, 110)) / 100) : null,
      quarantinePrice: state === "quarantine" ? Math.round(price * (rng.next() < 0.5 ? 0.35 : 1.8)) : null,
      stock,
      dcStock,
      ageDays: rng.int(isDraft ? 0 : 5, 400),
    };
  });
}
