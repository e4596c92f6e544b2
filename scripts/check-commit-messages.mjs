// Every commit after the one that added this script has a subject of at most 72 characters and a
// body that says why (merge commits, written by git, are left out).
import { execFileSync } from 'node:child_process';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' });

const base = git('log', '--diff-filter=A', '--format=%H', '--', 'scripts/check-commit-messages.mjs')
  .trim()
  .split('\n')
  .at(-1);
if (!base)
  throw new Error('The commit that added scripts/check-commit-messages.mjs is not in the history.');

const commits = git('log', '--no-merges', '--format=%h%x00%s%x00%b%x1e', `${base}..HEAD`)
  .split('\x1e')
  .map((entry) => entry.trim())
  .filter(Boolean)
  .map((entry) => entry.split('\0'));

const faults = commits.flatMap(([hash, subject, body]) => [
  ...([...subject].length > 72
    ? [`${hash} subject has ${[...subject].length} characters (72 at most): ${subject}`]
    : []),
  ...(body?.trim() ? [] : [`${hash} has no body saying why: ${subject}`]),
]);

if (faults.length > 0) {
  console.error(faults.join('\n'));
  process.exit(1);
}
console.log(`${commits.length} commits after ${base.slice(0, 7)} have a short subject and a body`);
