import type { Plugin } from 'vite';

/**
 * What the entry bundle may never hold: a page. The entry carries React, the router with every
 * route's definition (guards and search schemas run before a page's code loads) and sign-in;
 * everything else loads with its page. A guard or search schema imported from a page's module
 * drags that page, and all it imports, into the first download of every visit: exams' set-up
 * page once added 124 KB this way, unnoticed. Sign-in (features/auth) is the exception, on
 * purpose (vite.config.ts).
 */
export const NOT_IN_ENTRY: readonly RegExp[] = [
  /[\\/]src[\\/]features[\\/](?!auth[\\/])[^\\/]+[\\/](?:.+[\\/])?(?:components|forms)[\\/]/,
  /[\\/]src[\\/]components[\\/](?:layout|report|dialogs[\\/](?!discard-guard))[^\\/]*/,
  /[\\/]node_modules[\\/]@headlessui[\\/]/,
];

/** The modules of `moduleIds` that break the rule, the app's own first (they name the cause). */
export function pagesInEntry(moduleIds: readonly string[]): string[] {
  const found = moduleIds.filter((id) => NOT_IN_ENTRY.some((rule) => rule.test(id)));
  const library = (id: string) => Number(/[\\/]node_modules[\\/]/.test(id));
  return found.sort((a, b) => library(a) - library(b));
}

/** Fails the build when the entry chunk holds a page's module (see NOT_IN_ENTRY). */
export function entryGuard(): Plugin {
  return {
    name: 'schooldesk:entry-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const found = pagesInEntry(chunk.moduleIds);
        if (found.length > 0) {
          this.error(
            `The entry bundle ${chunk.fileName} holds page code that should load with its page:\n  ${found.slice(0, 10).join('\n  ')}\n` +
              'Move what a route definition needs (a guard, a search schema) out of the page module, into its lib/ or api/.',
          );
        }
      }
    },
  };
}
