/**
 * Url tokens ordered by when their days run out (a binary min-heap), so a sweep touches only the
 * pushes that are due instead of every live push. Entries for pushes that expired some other way
 * stay until their time comes and are skipped by the caller then.
 */
export class ExpiryHeap {
  private readonly at: number[] = [];
  private readonly tokens: string[] = [];

  get size(): number {
    return this.at.length;
  }

  push(expiresAt: number, urlToken: string): void {
    this.at.push(expiresAt);
    this.tokens.push(urlToken);
    let i = this.at.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.time(parent) <= this.time(i)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  hasDue(now: number): boolean {
    return this.at.length > 0 && this.time(0) <= now;
  }

  /** Removes and returns the earliest entry if it is due at `now`. */
  popDue(now: number): string | undefined {
    if (this.at.length === 0 || this.time(0) > now) return undefined;
    const token = this.tokens[0];
    this.swap(0, this.at.length - 1);
    this.at.pop();
    this.tokens.pop();
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < this.at.length && this.time(left) < this.time(least)) least = left;
      if (right < this.at.length && this.time(right) < this.time(least)) least = right;
      if (least === i) break;
      this.swap(i, least);
      i = least;
    }
    return token;
  }

  private time(i: number): number {
    return this.at[i] ?? Number.POSITIVE_INFINITY;
  }

  private swap(i: number, j: number): void {
    [this.at[i], this.at[j]] = [this.time(j), this.time(i)];
    [this.tokens[i], this.tokens[j]] = [this.tokens[j] ?? '', this.tokens[i] ?? ''];
  }
}
