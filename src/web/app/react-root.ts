/**
 * React's renderer for the browser (react-dom/client: 200 kB, the largest module of a first page), imported by
 * main.tsx on its own so that the browser runs it in a task of its own, apart from the main script and from the app
 * (issue 31, Total Blocking Time; docs/decisions/147). The server names its chunk among every page's preloads.
 */
export { createRoot, hydrateRoot } from "react-dom/client";
