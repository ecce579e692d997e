export { AppFooter } from "./app-footer";
export { ScrollToTop } from "./scroll-to-top";
