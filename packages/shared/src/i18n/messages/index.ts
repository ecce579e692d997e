import type { LanguageCode } from "../../languages";
import type { MessageCatalog } from "../translate";

/** Each language's catalog, loaded on demand (the web loads the one it shows; the server all at start). */
export const messageCatalogs: Record<Exclude<LanguageCode, "en">, () => Promise<MessageCatalog>> = {
  ar: () => import("./ar").then((m) => m.catalog),
  es: () => import("./es").then((m) => m.catalog),
  vi: () => import("./vi").then((m) => m.catalog),
  zh: () => import("./zh").then((m) => m.catalog),
};
