// Run by the spreadsheet check's unit test in a process of its own (`tsx`), so the memory it reports is
// the check's and the modules it needs, not the test runner's: checks a zip bomb that unpacks into
// 250 MB (its directory declaring argv[2] bytes) and prints the answer and the process's peak RSS.
import { checkSpreadsheet } from "~/features/products/spreadsheet.server";
import { zipBomb } from "./zip-bomb";

const bomb = await zipBomb(250, Number(process.argv[2]));
let peak = process.memoryUsage.rss();
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
const check = await checkSpreadsheet(new File([new Uint8Array(bomb)], "товары.xlsx"));
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage.rss());
console.log(JSON.stringify({ check, packedBytes: bomb.length, peakBytes: peak }));
