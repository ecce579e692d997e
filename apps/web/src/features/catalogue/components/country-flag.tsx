import classes from "./country-flag.module.css";

/**
 * The country's two-letter code as a small chip: flag emoji do not render on every system (Windows, many
 * Linux browsers), and the name beside it says the same thing to screen readers.
 */
export function CountryCode({ iso2 }: { iso2?: string }) {
  if (!iso2) return null;
  return (
    <span className={classes.code} aria-hidden>
      {iso2.toUpperCase()}
    </span>
  );
}
