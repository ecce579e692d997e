import type { FastifyRequest } from "fastify";

export interface Page {
  page: number;
  page_size: number;
}

export const offsetOf = (p: Page) => (p.page - 1) * p.page_size;

/** The list envelope of the contract: absolute next/previous links keep every other query parameter. */
export function pageEnvelope<T, E extends object = object>(
  req: FastifyRequest,
  publicUrl: string,
  p: Page,
  count: number,
  data: T[],
  extra?: E,
) {
  const link = (page: number) => {
    const url = new URL(req.url, publicUrl);
    url.searchParams.set("page", String(page));
    return `${publicUrl}${url.pathname}${url.search}`;
  };
  const lastPage = Math.max(1, Math.ceil(count / p.page_size));
  return {
    count,
    next: p.page < lastPage ? link(p.page + 1) : null,
    previous: p.page > 1 ? link(Math.min(p.page - 1, lastPage)) : null,
    results: { data, ...(extra ?? ({} as E)) },
  };
}
