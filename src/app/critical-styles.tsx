import createCache, { type EmotionCache } from '@emotion/cache';
import { CACHE_KEYS } from '../components/theme/emotion-cache';

export interface CriticalStyleCollector {
  /** The left-to-right cache to render one page with. */
  cache: EmotionCache;
  /** The `<style>` elements for the head, for the page's rendered HTML. */
  headElements: (html: string) => React.ReactElement[];
}

/**
 * Collects the styles emotion inserts while one page renders on the server (decision 0024). Each
 * page needs a fresh collector, otherwise styles inserted for one page would be skipped on the
 * next. In compat mode emotion keeps each style in `cache.inserted` instead of writing a `<style>`
 * element in front of the component; the order of insertion is recorded too, because an object's
 * keys that look like numbers (a hash such as `12345`) would otherwise come first.
 *
 * The head elements have the form emotion's browser cache recognises as already inserted: one per
 * global style (`data-emotion="css-global NAME"`, which `<Global>` looks for) and one for the
 * component styles whose class names the markup uses (`data-emotion="css NAMES"`) — what
 * @emotion/server's extractCriticalToChunks writes, without the dependency.
 */
export function createCriticalStyleCollector(): CriticalStyleCollector {
  const cache = createCache({ key: CACHE_KEYS.ltr });
  cache.compat = true;
  const insertionOrder: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache && cache.inserted[serialized.name] === undefined) {
      insertionOrder.push(serialized.name);
    }
    return insert(selector, serialized, sheet, shouldCache);
  };

  const headElements = (html: string) => {
    const usedNames = new Set(Array.from(html.matchAll(/\bcss-([\w-]+)/g), (match) => match[1]));
    const globals: React.ReactElement[] = [];
    const componentNames: string[] = [];
    let componentCss = '';
    for (const name of insertionOrder) {
      const rules = cache.inserted[name];
      if (typeof rules !== 'string') continue;
      // In compat mode every component style is registered under its class name; globals are not.
      if (cache.registered[`${cache.key}-${name}`] === undefined) {
        globals.push(
          <style key={name} data-emotion={`${cache.key}-global ${name}`} dangerouslySetInnerHTML={{ __html: rules }} />,
        );
      } else if (usedNames.has(name)) {
        componentNames.push(name);
        componentCss += rules;
      }
    }
    if (componentNames.length === 0) {
      return globals;
    }
    const components = (
      <style
        key={cache.key}
        data-emotion={`${cache.key} ${componentNames.join(' ')}`}
        dangerouslySetInnerHTML={{ __html: componentCss }}
      />
    );
    return [...globals, components];
  };

  return { cache, headElements };
}
