import "@mantine/core/styles.css";
import "./theme/global.css";
import "./lib/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { bindThemeToDocument } from "./theme/settings-store";

bindThemeToDocument();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
