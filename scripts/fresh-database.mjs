// Drops and creates the database DATABASE_URL names, on its cluster (through the cluster's "postgres" database):
// the PostgreSQL journeys' server starts on an empty database each run, as the PGlite one starts on an empty
// DATA_DIR (playwright.config.ts). Usage: DATABASE_URL=postgres://.../name node scripts/fresh-database.mjs
import pg from "pg";

const url = new URL(process.env.DATABASE_URL ?? "");
const name = decodeURIComponent(url.pathname.slice(1));
if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error(`fresh-database: "${name}" is not a plain database name`);
  process.exit(1);
}
url.pathname = "/postgres";
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
await client.query(`drop database if exists ${name} with (force)`);
await client.query(`create database ${name}`);
await client.end();
