/** The supplier-data modules (catalog, import, orders, knowledge base, promotions, documents, dictionaries). */
import * as articles from "./articles";
import * as catalog from "./catalog";
import * as dictionaries from "./dictionaries";
import * as documents from "./documents";
import * as importer from "./importer";
import * as orders from "./orders";
import * as promotions from "./promotions";

export const supplierDataModules = [dictionaries, catalog, importer, orders, articles, promotions, documents];
