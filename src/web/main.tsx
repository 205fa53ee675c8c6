import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { AppRoutes } from "./app/router.tsx";
import { detectLanguage, showLanguage } from "./i18n/index.ts";
import { registerServiceWorkerLater } from "./pwa/update.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A page that starts in Hindi loads its texts first, so the first paint is already Hindi (docs/decisions/131).
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  );
showLanguage(detectLanguage()).then(render, render);

registerServiceWorkerLater();
