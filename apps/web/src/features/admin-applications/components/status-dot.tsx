import classes from "./admin-applications.module.css";

/** A small circle in a status colour, beside its name. */
export function StatusDot({ colour }: { colour: string }) {
  return <span aria-hidden className={classes.dot} style={{ background: `var(--mantine-color-${colour}-filled)` }} />;
}
