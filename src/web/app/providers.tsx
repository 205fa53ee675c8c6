import { MantineProvider } from "@mantine/core";
import { Notifications, useNotifications } from "@mantine/notifications";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { BrowserRouter } from "react-router";
import { TOAST_DURATION_MS } from "../../contract/limits.ts";
import { rememberSignedInUser } from "../features/auth/useAuth.ts";
import { withFirstPageData } from "../lib/firstPageData.ts";
import { createQueryClient } from "../lib/queryClient.ts";
import { cssVariablesResolver, theme } from "./theme.ts";
import { startToastPlacement } from "./toastPlacement.ts";
import toastClasses from "./toasts.module.css";

/**
 * Mantine's modals (a modal brings a scroll area, a focus trap and floating-ui's React hooks) are provided where
 * they are used - AdminDashboardPage and the seller's SignedInLayout - not here, so that the landing page does not
 * load them (its 200 kB JavaScript budget, docs/decisions/131).
 */
export function Providers({
  children,
  router = (app) => <BrowserRouter>{app}</BrowserRouter>,
  client,
}: {
  children: ReactNode;
  /** The build's prerender (src/web/prerender.tsx) draws one address with a static router. */
  router?: (app: ReactNode) => ReactNode;
  /** The server's drawing of a signed-in page brings a cache filled with that page's answers. */
  client?: QueryClient;
}) {
  // A signed-in first page came with the answers it draws from (docs/decisions/143).
  const [queryClient] = useState(() => client ?? withFirstPageData(rememberSignedInUser(createQueryClient())));
  // Every toast shows in the top-right container, moved to where it covers no control (docs/decisions/120).
  useEffect(() => startToastPlacement(`.${toastClasses.root}[data-position="top-right"]`), []);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Toasts />
        {router(children)}
      </MantineProvider>
    </QueryClientProvider>
  );
}

/**
 * The toasts' container, added when the first toast is shown. It is drawn in a portal, which Mantine adds only once
 * mounted, in a second render of its own: in the page's start-up that was a phone's longest task (issue 31, Total
 * Blocking Time; docs/decisions/147 and 148), for a container most first visits never use. A toast waits in
 * Mantine's store and appears as the container comes; the container then stays, so that a toast can leave with its
 * animation.
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Notifications
      limit={1}
      autoClose={TOAST_DURATION_MS}
      position="top-right"
      classNames={{ root: toastClasses.root }}
    />
  );
}
