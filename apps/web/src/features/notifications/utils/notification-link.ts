/** Where a notification leads: an in-app path for the router, an http(s) address, or nothing. */
export function notificationTarget(link: string | null): { internal: string } | { external: string } | null {
  if (!link) return null;
  if (link.startsWith("/") && !link.startsWith("//")) return { internal: link };
  if (/^https?:\/\//i.test(link)) return { external: link };
  return null;
}
