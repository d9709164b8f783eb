/**
 * Sets `key` as the newest entry of `map` and drops the oldest entries past `maxEntries`: Maps iterate in
 * insertion order, so the first key is the oldest. The one eviction rule of the process's small caches.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, maxEntries: number) {
  map.delete(key)
  map.set(key, value)
  while (map.size > maxEntries) map.delete(map.keys().next().value as K)
}
