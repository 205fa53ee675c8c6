import { type BrotliOptions, constants, type ZlibOptions } from "node:zlib";

/**
 * How the build compresses its text files (issue 31 item 1): brotli at its maximum quality, and gzip at its
 * highest level, made once at build time. Shared by vite-plugin-compression2 and the compile hints, which change a
 * few chunks after it has run (scripts/first-page-chunks.ts).
 */
export const BROTLI_OPTIONS: BrotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
};
export const GZIP_OPTIONS: ZlibOptions = { level: 9 };
