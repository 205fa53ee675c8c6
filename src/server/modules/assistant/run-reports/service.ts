import type { FieldHealth, RunReport } from "../../../../contract/field-maps.ts";
import { scrubFingerprint } from "../../../../contract/fingerprint-values.ts";
import type { App } from "../../../app-types.ts";
import { valuesOfWork } from "../field-maps/repo.ts";
import { fieldHealth, insertRunFields, seeFingerprint } from "./repo.ts";

export const HEALTH_DAYS = 7;

/**
 * Stores a run's outcomes, and the fingerprints of the controls that took a field (learned for self-healing) - each
 * without the values of the postings the token works on, generated ids or class hashes (docs/decisions/184); a
 * fingerprint with nothing else to find its control by is not learned.
 */
export async function recordRunReport(app: App, adminId: string, report: RunReport) {
  const at = app.clock.now();
  const values = await valuesOfWork(app.db, adminId, report.marketplace, report.listingId, at);
  await app.db.transaction(async (tx) => {
    await insertRunFields(tx, report, adminId, at);
    for (const f of report.fields) {
      const fingerprint = f.fingerprint && f.outcome !== "missed" ? scrubFingerprint(f.fingerprint, values) : null;
      if (fingerprint) await seeFingerprint(tx, report.marketplace, f.field, fingerprint, at);
    }
  });
}

/** The desk's table: flagged fields first (filled yesterday, missed today), then by marketplace and field. */
export async function assistantHealth(app: App): Promise<FieldHealth[]> {
  const now = app.clock.now();
  const since = new Date(now.getTime() - HEALTH_DAYS * 24 * 60 * 60 * 1000);
  const rows = await fieldHealth(app.db, since, now, app.config.timeZone);
  return rows.sort(
    (a, b) =>
      Number(b.flagged) - Number(a.flagged) ||
      a.marketplace.localeCompare(b.marketplace) ||
      a.field.localeCompare(b.field),
  );
}
