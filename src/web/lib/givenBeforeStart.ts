import { useLayoutEffect, useRef } from "react";

/**
 * The ids of the file inputs a drawn page lets a person use before its app runs (docs/decisions/150): the photo
 * controls name theirs in `data-picks`, and the server's inline script (src/server/plugins/early-input.ts) opens that
 * input's picker, or puts dropped files into it, while nothing else listens.
 */
export const PICKS = {
  photos: "photo-files",
  camera: "camera-files",
  editPhotos: "edit-photo-files",
} as const;

/**
 * Takes the files already in the file input `inputId` when the component starts - picked on the drawn page before
 * the app ran - and empties the input, so that they are taken once. A layout effect: it runs in the commit that
 * gives the input React's handlers, before any event can reach them, so a pick made after it is the handlers'.
 */
export function useFilesGivenBeforeStart(inputId: string, take: (files: File[]) => void) {
  const latest = useRef(take);
  latest.current = take;
  useLayoutEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files?.length) return;
    const files = [...input.files];
    input.value = "";
    latest.current(files);
  }, [inputId]);
}
