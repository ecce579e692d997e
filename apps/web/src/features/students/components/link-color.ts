/** A link colour that keeps its contrast on light and dark surfaces (the primary colour, a shade per scheme). */
export const LINK_COLOR = "light-dark(var(--mantine-primary-color-7), var(--mantine-primary-color-3))";
