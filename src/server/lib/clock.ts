/**
 * Time is a dependency (docs/engineering.md): everything that depends on how old something is reads `app.clock`, so
 * that tests set the time instead of sleeping. Values are passed into SQL as parameters, never `now()`, wherever
 * a test must be able to move past an expiry.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand: starts at the real time (or `start`), then only moves when told. */
export class ManualClock implements Clock {
  private at: number;
  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }
  now(): Date {
    return new Date(this.at);
  }
  set(date: Date) {
    this.at = date.getTime();
  }
  advance(ms: number) {
    this.at += ms;
  }
}
