/** Seed modules of the supplier data, in dependency order: products before orders and promotions. */
import { catalogSeed } from "./catalog";
import { documentsSeed } from "./documents";
import { knowledgeBaseSeed } from "./knowledge-base";
import { ordersSeed } from "./orders";
import { promotionsSeed } from "./promotions";

export const supplierDataSeeds = [catalogSeed, ordersSeed, promotionsSeed, documentsSeed, knowledgeBaseSeed];
