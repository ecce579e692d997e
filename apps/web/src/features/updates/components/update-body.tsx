import { Typography } from "@mantine/core";
import { useMemo } from "react";
import { cleanHtml } from "../utils/html";
import classes from "./update-body.module.css";

/**
 * An update's rich text with the app's typographic styles. The server sanitises every body before storing it
 * (sanitize-html with a small allow-list, see updates-routes.ts), and `cleanHtml` applies the same allow-list
 * again here; only because of that is dangerouslySetInnerHTML acceptable.
 */
export function UpdateBody({ html, id }: { html: string; id?: string }) {
  const safe = useMemo(() => cleanHtml(html), [html]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and re-filtered by cleanHtml.
    <Typography id={id} className={classes.body} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
