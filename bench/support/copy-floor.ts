import { spawn } from 'node:child_process';
import { PgDialect } from 'drizzle-orm/pg-core';
import { copySettings } from '../../apps/server/src/db/client';
import { memberCsvCopyQuery } from '../../apps/server/src/modules/members/member-export';

/**
 * The export's rows and columns (member-export.ts), oldest first, as one SQL query, without the
 * term's columns (member since, valid until, life member, standing), which issue 22 added to the
 * export but not to this floor: it stays as strict as it was.
 */
const exportRowsSql =
  `select m.id, m.membership_id, m.title, m.first_name, m.middle_name, m.last_name,
  m.email, m.mobile_no, m.gender, m.dob, m.nationality, m.specialty, m.department, m.institution,
  m.dental_reg_number, m.certificate_name, m.reference_code, m.address, m.city, m.state,
  m.postcode, m.country, m.how_did_you_know, m.membership_type_name,
  round(m.membership_price_paise / 100.0), m.status, p.status, p.amount_paise / 100.0,
  p.payment_id, p.captured_at, m.comments, m.is_manual, m.created_at, m.profile_picture_url,
  case when m.student_id_key is not null then '/api/admin/members/' || m.id || '/student-id' end
  from members m left join payments p on p.id = m.payment_id
  where m.deleted_at is null order by m.created_at, m.id`.replace(/\s+/g, ' ');

/** The export's COPY connection's settings (client.ts), as psql's start-up options. */
const sessionOptions = Object.entries(copySettings)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

export interface CopyRun {
  rows: number;
  bytes: number;
  seconds: number;
}

/**
 * `psql \copy (query) to stdout with (options)`, read by this process (as the export's download
 * is) and thrown away, on a connection with the settings the export's COPY connection has
 * (client.ts), which make the floor faster too. psql is taken from PATH, or from PSQL.
 */
const psqlCopy = (databaseUrl: string, query: string, options: string) =>
  new Promise<CopyRun>((resolve, reject) => {
    const started = performance.now();
    const psql = spawn(
      process.env.PSQL ?? 'psql',
      [
        '-X',
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '-d',
        databaseUrl,
        '-c',
        `\\copy (${query}) to stdout with (${options})`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PGOPTIONS: sessionOptions } },
    );
    let lines = 0;
    let bytes = 0;
    let errors = '';
    psql.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      for (let at = chunk.indexOf(0x0a); at !== -1; at = chunk.indexOf(0x0a, at + 1)) lines += 1;
    });
    psql.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    psql.once('error', reject);
    psql.once('close', (code) => {
      if (code !== 0) reject(new Error(`psql \\copy failed (${code}): ${errors}`));
      else resolve({ rows: lines, bytes, seconds: (performance.now() - started) / 1000 });
    });
  });

/** The floor under the CSV export: the same rows as CSV, their columns as they are stored. */
export const copyExportRows = async (databaseUrl: string) => {
  const run = await psqlCopy(databaseUrl, exportRowsSql, 'format csv, header');
  return { ...run, rows: run.rows - 1 };
};

/**
 * The export's own statement, as the server's COPY sends it (client.ts: every cell quoted): what
 * PostgreSQL alone takes to write the export's text.
 */
export const copyExportStatement = (databaseUrl: string) =>
  psqlCopy(
    databaseUrl,
    new PgDialect().sqlToQuery(memberCsvCopyQuery).sql.replace(/\s+/g, ' '),
    'format csv, force_quote *',
  );
