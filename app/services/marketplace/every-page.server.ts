import type { ApiResult } from "./client.server";

/**
 * Every item of a paged marketplace list, page by page, for downloads that cover a whole list:
 * memory holds one page. A failed page throws, so the download is aborted, never cut short quietly.
 */
export async function* everyItem<T>(
  pageSize: number,
  fetchPage: (skip: number) => Promise<ApiResult<{ items: T[]; total: number }>>,
): AsyncGenerator<T> {
  for (let skip = 0; ; skip += pageSize) {
    const page = await fetchPage(skip);
    if (page.error) throw new Error(`a paged list stopped at ${skip}: ${page.status} ${page.errorText}`);
    yield* page.data.items;
    if (skip + pageSize >= page.data.total || page.data.items.length === 0) return;
  }
}
