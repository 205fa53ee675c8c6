import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode, useLayoutEffect } from "react";
import { Providers } from "./providers.tsx";
import { AppRoutes } from "./router.tsx";

/**
 * The whole app, as the browser (main.tsx) and the server's drawings (prerender.tsx) render it: the same tree in
 * both, so that the browser can adopt the drawn HTML (hydrate) instead of building it again (docs/decisions/144).
 */
export function App(props: {
  /** The server draws one address with a static router; the browser uses its own (Providers' default). */
  router?: (app: ReactNode) => ReactNode;
  /** The server's drawing brings a cache filled with the page's answers. */
  client?: QueryClient;
  /** Called in the commit that makes the page live (the browser marks its root so). */
  onLive?: () => void;
}) {
  return (
    <StrictMode>
      <Providers router={props.router} client={props.client}>
        <AppRoutes />
      </Providers>
      <LiveMark onLive={props.onLive} />
    </StrictMode>
  );
}

function LiveMark({ onLive }: { onLive?: () => void }) {
  useLayoutEffect(() => onLive?.(), [onLive]);
  return null;
}
