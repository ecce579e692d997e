// `npm run bench`: the API benchmark (api.ts) by default, `--routes` every GET route one at a time (routes.ts),
// `--mixed` many partners' mixed traffic (mixed.ts). Options: options.ts.
import { options } from "./options";

if (options.routes) await import("./routes");
else if (options.mixed) await import("./mixed");
else await import("./api");
