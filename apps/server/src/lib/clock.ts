/**
 * The instant services read. Tests fix it so that schedules, sales and campaigns are judged at a
 * known time; `epoch` changes with every setting so that caches keyed on it start afresh.
 */
export class Clock {
  private fixed: Date | null;
  epoch = 0;

  constructor(fixed: Date | null = null) {
    this.fixed = fixed;
  }

  now(): Date {
    return this.fixed ? new Date(this.fixed.getTime()) : new Date();
  }

  set(at: Date | null): void {
    this.fixed = at;
    this.epoch++;
  }
}
