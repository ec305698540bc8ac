/**
 * Order money in kopecks. Prices include VAT (Russian retail), so the VAT of a line is
 * total × rate / (100 + rate), rounded per line; the order's VAT is the sum of its lines.
 */
import type { Vat } from "./catalog-store";

interface MoneyLine {
  quantity: number;
  priceKopecks: number;
  vatRate: Vat;
}

function lineVatKopecks(line: MoneyLine): number {
  const rate = line.vatRate === "none" ? 0 : Number(line.vatRate);
  return Math.round((line.quantity * line.priceKopecks * rate) / (100 + rate));
}

export function orderTotals(lines: readonly MoneyLine[]) {
  const itemVatKopecks = lines.map(lineVatKopecks);
  return {
    itemsCount: lines.length, // positions, not pieces: matches the length of the order's item list
    totalKopecks: lines.reduce((sum, line) => sum + line.quantity * line.priceKopecks, 0),
    vatKopecks: itemVatKopecks.reduce((sum, vat) => sum + vat, 0),
    itemVatKopecks,
  };
}

export const rubles = (kopecks: number) => kopecks / 100;
