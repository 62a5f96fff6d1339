/**
 * `npx tsx scripts/routes.ts`: regenerates src/routeTree.gen.ts from src/routes, as the build's
 * router plugin does, so a new route type-checks without a full `vite build`.
 */
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({ target: 'react', quoteStyle: 'single' }, process.cwd());
await new Generator({ config, root: process.cwd() }).run();
console.log('src/routeTree.gen.ts regenerated');
