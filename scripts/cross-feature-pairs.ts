/**
 * Issue 29's duplicate measure: how many of the pairs `duplicates --most 200` lists pair two
 * different features (`src/features/<name>`, `server/domains/<name>`, else the top folder).
 * `duplicates --most 200 | npx tsx scripts/cross-feature-pairs.ts [--list]`
 */
import { readFileSync } from 'node:fs';

const featureOf = (file: string) => {
  const m = /^(src\/features|server\/domains)\/([^/]+)\//.exec(file);
  if (m) return `${m[1]}/${m[2]}`;
  const [top, second] = file.split('/');
  return top === 'src' || top === 'server' ? `${top}/${second}` : top;
};

const pairs = readFileSync(0, 'utf8')
  .split('\n')
  .map((line) => /^(D\d+) (\S+):\S+ ~ (\S+):\S+/.exec(line))
  .filter((m): m is RegExpExecArray => m !== null);
const cross = pairs.filter(([, , a, b]) => featureOf(a!) !== featureOf(b!));
console.log(`${cross.length} of ${pairs.length} pairs pair two different features`);
if (process.argv.includes('--list')) for (const m of cross) console.log(m[0]);
