import { useId as useReactId } from "react";

/**
 * Mantine's `useId` (@mantine/hooks), less its second render. Mantine's draws with React's id, then sets a random
 * one in a layout effect - for Reacts without `useId`, which this app never runs on. Every Mantine input, menu,
 * popover and tab did so: after the first render, each rendered again, synchronously, in the task that made the page
 * live - on Edit Listing that was a 100 ms task on a phone (issue 31, Total Blocking Time; docs/decisions/145). Here
 * the id is React's, the same on the server's drawing and in the browser, and stays. vite.config.ts puts this module
 * in place of Mantine's own for the client's build.
 */
export function useId(staticId?: string): string {
  const reactId = `mantine-${useReactId().replace(/:/g, "")}`;
  return typeof staticId === "string" ? staticId : reactId;
}
