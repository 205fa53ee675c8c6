/**
 * `npm run thumbnails`: makes the small renditions (docs/decisions/118) that photos stored before them lack, on
 * local disk or in the S3 bucket, with the server's settings. Safe to run again and while the server runs; the
 * server also makes a missing local rendition on its first request.
 */
import { ConfigError, loadConfig } from "../config.ts";
import { DatabaseUnavailableError, openDatabase } from "../db/client.ts";
import { makeMissingRenditions } from "../modules/uploads/renditions-backfill.ts";

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const result = await makeMissingRenditions({ db: database.db, config }, (done, of) =>
      process.stdout.write(`${done} of ${of} photos\n`),
    );
    process.stdout.write(`Looked at ${result.photos} photos; made ${result.renditionsMade} renditions.\n`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    const known = err instanceof ConfigError || err instanceof DatabaseUnavailableError;
    process.stderr.write(
      `thumbnails: ${known ? err.message : err instanceof Error ? (err.stack ?? err.message) : err}\n`,
    );
    process.exit(1);
  },
);
