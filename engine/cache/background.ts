// Parts a page left out for time (a count, a facet, suggestions) are finished in the background for
// a later visit: one run per key at a time, and a run that fails (shed, dropped) only means a later
// visit starts another.
export class BackgroundRuns {
  private readonly running = new Map<string, Promise<unknown>>();

  start(key: string, work: () => Promise<unknown>): void {
    if (this.running.has(key)) return;
    this.running.set(
      key,
      work()
        .catch(() => undefined)
        .finally(() => this.running.delete(key)),
    );
  }

  /** Settles once no run is under way (runs started meanwhile included). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all(this.running.values());
  }
}
