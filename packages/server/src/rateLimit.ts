/** A token bucket per connection: `perSecond` messages on average, bursts up to `burst`. */
export class TokenBucket {
  private tokens: number;
  private last = performance.now();
  /** Messages refused since the last one allowed. */
  refusedInARow = 0;

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
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInARow = 0;
      return true;
    }
    this.refusedInARow++;
    return false;
  }
}
