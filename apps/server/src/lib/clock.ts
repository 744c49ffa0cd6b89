/**
 * The instant services read. Tests fix it so that schedules, sales and campaigns are judged at a
 * known time; `epoch` changes with every setting, and with every catalogue change, so that caches keyed on it start afresh.
 */
export class Clock {
  private fixed: Date | null;
  epoch = 0;

  /** `offsetMs` shifts a running clock (end-to-end tests run the server at a set time of day). */
  constructor(fixed: Date | null = null, private readonly offsetMs = 0) {
    this.fixed = fixed;
  }

  now(): Date {
    return this.fixed ? new Date(this.fixed.getTime()) : new Date(Date.now() + this.offsetMs);
  }

  set(at: Date | null): void {
    this.fixed = at;
    this.epoch++;
  }

  /** Starts every cache keyed on the epoch afresh (the catalogue changed). */
  forget(): void {
    this.epoch++;
  }
}
