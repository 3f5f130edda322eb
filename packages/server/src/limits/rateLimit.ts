/** A token bucket per connection: `perSecond` messages on average, bursts up to `burst`. */
export class TokenBucket {
  private tokens: number;
  private last = performance.now();
  /** Messages refused in the current 10-second window (a flood, when it grows large). */
  refusedRecently = 0;
  private windowStart = performance.now();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  take(): boolean {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (now - this.windowStart > 10_000) {
      this.windowStart = now;
      this.refusedRecently = 0;
    }
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    this.refusedRecently++;
    return false;
  }
}
