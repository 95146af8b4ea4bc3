/**
 * Url tokens per owner in creation order, so listing a page never walks other owners' pushes.
 * A dropped push's token stays (listing skips it) until half an owner's index is stale; then the
 * index is filtered once, so purging many pushes never splices them out one at a time.
 */
export class OwnerIndex {
  private readonly byOwner = new Map<string, string[]>();
  private readonly stale = new Map<string, number>();

  /** `isLive`: the token names a push this owner still holds (not dropped, not handed to another). */
  constructor(private readonly isLive: (ownerId: string, urlToken: string) => boolean) {}

  add(ownerId: string, urlToken: string): void {
    // A stale entry could carry this very token (a purged push's, used again): clear them first.
    if (this.stale.has(ownerId)) this.filter(ownerId, urlToken);
    const owned = this.byOwner.get(ownerId);
    if (owned) owned.push(urlToken);
    else this.byOwner.set(ownerId, [urlToken]);
  }

  /** Called after one of the owner's pushes was dropped or handed to another owner. */
  dropped(ownerId: string): void {
    const count = (this.stale.get(ownerId) ?? 0) + 1;
    if (count * 2 < (this.byOwner.get(ownerId)?.length ?? 0)) this.stale.set(ownerId, count);
    else this.filter(ownerId);
  }

  /** Oldest first; may include tokens of dropped pushes, which the caller skips. */
  tokens(ownerId: string): readonly string[] {
    return this.byOwner.get(ownerId) ?? [];
  }

  private filter(ownerId: string, adding?: string): void {
    this.stale.delete(ownerId);
    const live = (this.byOwner.get(ownerId) ?? []).filter((t) => t !== adding && this.isLive(ownerId, t));
    if (live.length > 0) this.byOwner.set(ownerId, live);
    else this.byOwner.delete(ownerId);
  }
}
