// Fails when a decision record lacks its status paragraph right under the title:
// "Status: <status> · Date: YYYY-MM-DD" (docs/decisions/000-template.md).
import { readdir, readFile } from 'node:fs/promises';

const folder = new URL('../docs/decisions/', import.meta.url);
const statusParagraph = /^# .+\n\nStatus: [^\n]+(?:\n[^\n]+)*? · Date: (\d{4}-\d{2}-\d{2})\b/;

const records = (await readdir(folder)).filter(
  (name) => /^\d{3}-.+\.md$/.test(name) && name !== '000-template.md',
);
const faults = [];
for (const name of records) {
  const date = statusParagraph.exec(await readFile(new URL(name, folder), 'utf8'))?.[1];
  if (!date) faults.push(`${name}: no "Status: … · Date: YYYY-MM-DD" paragraph under the title`);
  else if (Number.isNaN(Date.parse(date))) faults.push(`${name}: ${date} is not a date`);
}

if (faults.length > 0) {
  console.error(faults.join('\n'));
  process.exit(1);
}
console.log(`${records.length} decision records have a status and a date`);
