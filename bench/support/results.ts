import fs from 'node:fs/promises';
import path from 'node:path';
import { repositoryRoot } from './settings';

/** Keeps each run's figures as JSON in bench/.results/ (ignored by git) for README tables. */
export const writeResults = async (name: string, results: unknown) => {
  const dir = path.join(repositoryRoot, 'bench', '.results');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  await fs.writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Figures saved to ${path.relative(repositoryRoot, file)}`);
};
