import { codeOfMessage } from "../../contract/message-codes.ts";
import { localMessage, setMessageMatcher } from "./index.ts";

/**
 * The forms' side of the server-message codes (docs/decisions/131): a form's own check gives the English sentence
 * of the contract (the same zod schemas as the server), and this finds its code to show it in the seller's
 * language. Imported by the forms and the signed-in layout, never by the landing page's first load.
 */
setMessageMatcher(codeOfMessage);

/** A form check's English sentence, in the seller's language. */
export const formMessage = (english: string) => localMessage(english);
