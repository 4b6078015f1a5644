import pg from 'pg';

/** The same server as `url`, another database. */
export function serverUrl(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function onMaintenanceDb<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const createDatabase = (url: string, name: string, template?: string) =>
  onMaintenanceDb(url, (c) => c.query(`create database ${quote(name)}${template ? ` template ${quote(template)}` : ''}`));

export const dropDatabase = (url: string, name: string) =>
  onMaintenanceDb(url, (c) => c.query(`drop database if exists ${quote(name)} with (force)`));
