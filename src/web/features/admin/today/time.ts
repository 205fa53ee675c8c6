import { spanText } from "../../../../contract/work-queue.ts";

const MINUTE = 60_000;

/** "waiting 5 h", from when the item started waiting. */
export const waitingText = (since: string, now: Date) =>
  `waiting ${spanText((now.getTime() - Date.parse(since)) / MINUTE)}`;

/** "due in 2 h" or "overdue by 3 h 10 min". */
export function dueText(dueAt: string, now: Date): string {
  const left = (Date.parse(dueAt) - now.getTime()) / MINUTE;
  return left > 0 ? `due in ${spanText(left)}` : `overdue by ${spanText(-left)}`;
}
