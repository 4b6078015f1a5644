import { loadConfig } from '../config.js';
import { ensureAdmin } from '../modules/auth/ensure-admin.js';
import { openDatabase } from '../runtime.js';

/** `npm run create-admin -- email password`: creates or promotes an admin on the configured database. */
const [email, password] = process.argv.slice(2);
if (!email || !password || password.length < 8) {
  console.error('Usage: npm run create-admin -- <email> <password of 8+ characters>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config, console.log);
try {
  await ensureAdmin(database.db, { email, password });
  console.log(`Admin ${email} is ready.`);
} finally {
  await database.close();
}
