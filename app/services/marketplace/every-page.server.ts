import { knownTotal } from "~/utils/list-paging";
import type { ApiResult } from "./client.server";

/**
 * Every item of a paged marketplace list, page by page, for downloads that cover a whole list:
 * memory holds one page. A failed page throws, so the download is aborted, never cut short quietly.
 *
 * Only the pages lead on: a full page may have more after it, a shorter one is the last. The
 * answer's `total` (optional, any number) may only end the list sooner, once the items have reached
 * it; a huge or odd total is no reason to ask for more.
 */
export async function* everyItem<T>(
  pageSize: number,
  fetchPage: (skip: number) => Promise<ApiResult<{ items: T[]; total?: number }>>,
): AsyncGenerator<T> {
  for (let skip = 0; ; skip += pageSize) {
    const page = await fetchPage(skip);
    if (page.error) throw new Error(`a paged list stopped at ${skip}: ${page.status} ${page.errorText}`);
    const { items, total } = page.data;
    yield* items;
    const known = knownTotal(total);
    if (items.length < pageSize || (known !== null && known <= skip + items.length)) return;
  }
}
