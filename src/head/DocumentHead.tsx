import { useEffect } from 'react';
import type { PageHead } from './page-head.ts';

/**
 * Keeps <head> in step with the page after client-side navigation. The first page's head is already in
 * the pre-rendered HTML; this only rewrites values, so hydration never touches <head>.
 */
export function DocumentHead({ head }: { head: PageHead }) {
  useEffect(() => {
    document.title = head.title;
    const wanted = new Set<Element>();
    for (const { tag, key, keyValue, value } of head.tags) {
      const selector = `${tag}[${key}="${CSS.escape(keyValue)}"]`;
      let element = document.head.querySelector(selector);
      if (!element) {
        element = document.createElement(tag);
        element.setAttribute(key, keyValue);
        document.head.append(element);
      }
      element.setAttribute(tag === 'meta' ? 'content' : 'href', value);
      wanted.add(element);
    }
    // A tag only some pages have (robots noindex on the not-found page, canonical elsewhere) goes away.
    for (const optional of document.head.querySelectorAll('meta[name="robots"], link[rel="canonical"]')) {
      if (!wanted.has(optional)) optional.remove();
    }
  }, [head]);
  return null;
}
