import type { ReactNode } from "react";
import classes from "./fact-list.module.css";

/** Label and value pairs (in insertion order) as a description list. */
export function FactList({ facts }: { facts: Record<string, ReactNode> }) {
  return (
    <dl className={classes.list}>
      {Object.entries(facts).map(([label, value]) => (
        <div key={label} className={classes.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
