import { spawn } from 'node:child_process';

/** The export's rows and columns (member-export.ts), oldest first, as one SQL query. */
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

export interface CopyRun {
  rows: number;
  bytes: number;
  seconds: number;
}

/**
 * The floor under the CSV export: `psql \copy` of the same rows as CSV, read by this process
 * (as the export's download is) and thrown away. psql is taken from PATH, or from PSQL.
 */
export const copyExportRows = (databaseUrl: string) =>
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
        `\\copy (${exportRowsSql}) to stdout with (format csv, header)`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
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
      else resolve({ rows: lines - 1, bytes, seconds: (performance.now() - started) / 1000 });
    });
  });
