import { en } from "../../src/web/i18n/en.ts";
import { addLanguage } from "../../src/web/i18n/index.ts";

/**
 * The built app loads each language's texts as a chunk of its own (docs/decisions/131); tests get English
 * synchronously, before any test file's first render, as the app's English was before it became a chunk.
 */
addLanguage("en", en);
