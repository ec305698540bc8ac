/** The list's sorts as the URL says them (`?sort=name`, `?sort=-status`) and as the select offers them. */
export const WORKER_SORTS = {
  name: "По имени, А–Я",
  "-name": "По имени, Я–А",
  userRole: "По роли",
  "-userRole": "По роли, в обратном порядке",
  status: "По статусу",
  "-status": "По статусу, в обратном порядке",
} as const;
