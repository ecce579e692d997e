// Placeholders until the footer and scroll-to-top land; they render nothing.
export const AppFooter = () => null;
export const ScrollToTop = () => null;
