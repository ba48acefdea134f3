/**
 * A map that keeps at most `capacity` entries, dropping the least recently used one first.
 * Every cache keyed by something a client sends must be one of these: an unbounded map keyed
 * by client input is memory anyone can fill.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError("capacity must be >= 1");
  }

  /** The value, marked as just used; undefined when absent. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    // A Map iterates in insertion order: re-inserting moves the key to the "newest" end.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Stores the value, dropping the least recently used entry when full. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** The value for the key, made by `make` and stored when absent. */
  getOrSet(key: K, make: () => V): V {
    if (this.entries.has(key)) return this.get(key) as V;
    const value = make();
    this.set(key, value);
    return value;
  }

  /** Forgets the key's value; whether there was one. */
  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
