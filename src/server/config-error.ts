/** A setting that stops the server with one readable line (config.ts, kept-secrets.ts). */
export class ConfigError extends Error {}
