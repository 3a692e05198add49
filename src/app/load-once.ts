/**
 * Loads by name once: concurrent and later calls share one load, a failed load is forgotten (the
 * next call retries). A loaded value comes back in an already resolved promise: the browser
 * resolves an `import()` of a module it already has in a task of its own, queued behind whatever
 * the main thread has to do, and a click on a preloaded page would wait for it (20-40 ms measured
 * on a desktop right after a click).
 */
export function loadOnce<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const loading = new Map<K, Promise<V>>();
  const loaded = new Map<K, V>();
  return (key) => {
    if (loaded.has(key)) return Promise.resolve(loaded.get(key) as V);
    let pending = loading.get(key);
    if (!pending) {
      pending = load(key).then((value) => {
        loaded.set(key, value);
        return value;
      });
      pending.catch(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };
}
