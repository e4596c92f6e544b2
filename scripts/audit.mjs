// `npm audit --omit=dev` (decision 067): fails on a known vulnerability of high or critical
// severity in what production installs. A registry that does not answer audits (a mirror that
// allows only GET, as on the project's machines) is reported, not taken for a clean result.
import { spawnSync } from 'node:child_process';

const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
});
const report = JSON.parse(audit.stdout || '{}');
if (!report.metadata) {
  const reason = report.statusCode ?? report.error?.code ?? audit.stderr.trim();
  console.log(
    `npm audit --omit=dev: the registry gave no answer (${reason}); nothing was checked.`,
  );
  process.exit(0);
}
const counts = Object.entries(report.metadata.vulnerabilities)
  .map(([severity, count]) => `${count} ${severity}`)
  .join(', ');
console.log(`npm audit --omit=dev: ${counts}`);
for (const { name, severity, range } of Object.values(report.vulnerabilities ?? {})) {
  console.log(`  ${severity}: ${name} ${range}`);
}
process.exit(audit.status ?? 1);
