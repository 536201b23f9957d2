import { loadEnvironment } from '../server/runtime/environment.js';
import { openMigratedDatabase } from '../server/db/open-for-config.js';
import { adminCommandSchema, runAdminCommand, type AdminCommand, type UserSummary } from '../server/credits/admin-commands.js';
import { AppError } from '../server/http/errors.js';
import { loadOrCreateSecrets } from '../server/runtime/secrets.js';
import { readRunningServer } from '../server/runtime/server-lock.js';

const USAGE = `Usage:
  npm run admin -- users                                list users with usage and role
  npm run admin -- grant <email> <credits>              add credits to this month's allowance
  npm run admin -- set-max <email> <credits>            set the monthly allowance
  npm run admin -- role <email> owner|admin|user        set the role`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

function parse(argv: string[]): AdminCommand {
  const [command, email, value] = argv;
  const raw =
    command === 'users'
      ? { command }
      : command === 'role'
        ? { command, email, role: value }
        : { command, email, credits: value === undefined || value.trim() === '' ? NaN : Number(value) };
  const parsed = adminCommandSchema.safeParse(raw);
  if (!parsed.success) {
    const known = ['users', 'grant', 'set-max', 'role'].includes(command ?? '');
    fail(known ? `Invalid arguments for "${command}": ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}\n${USAGE}` : USAGE);
  }
  return parsed.data;
}

function print(users: UserSummary[]) {
  if (users.length === 0) return console.log('No users yet.');
  const rows = users.map((u) => ({
    email: u.email,
    name: u.name,
    verified: u.verified ? 'yes' : 'no',
    role: u.role,
    used: String(u.used),
    total: u.total >= 999_999 ? '∞' : String(u.total),
    remaining: u.remaining >= 999_999 ? '∞' : String(u.remaining),
  }));
  const columns = Object.keys(rows[0]!) as Array<keyof (typeof rows)[number]>;
  const width = (c: (typeof columns)[number]) => Math.max(c.length, ...rows.map((r) => r[c].length));
  console.log(columns.map((c) => c.padEnd(width(c))).join('  '));
  for (const row of rows) console.log(columns.map((c) => row[c].padEnd(width(c))).join('  '));
}

/** Through the running server when it holds the embedded database; straight to the database otherwise. */
async function run(command: AdminCommand): Promise<UserSummary[]> {
  const config = loadEnvironment();
  const server = config.databaseUrl ? undefined : readRunningServer(config.dataDir);
  if (server?.port) {
    const { adminToken } = loadOrCreateSecrets(config.dataDir);
    const res = await fetch(`http://127.0.0.1:${server.port}/api/admin/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
      body: JSON.stringify(command),
    });
    const body = (await res.json()) as { users?: UserSummary[]; message?: string };
    if (!res.ok) fail(body.message ?? `The server answered ${res.status}.`, res.status === 404 ? 1 : 2);
    return body.users ?? [];
  }
  if (server) fail('A Listcraft server is starting on this DATA_DIR; try again in a moment.');
  const database = await openMigratedDatabase(config);
  try {
    return await runAdminCommand(database.db, command, new Date());
  } catch (error) {
    if (error instanceof AppError) fail(error.message, error.code === 'NOT_FOUND' ? 1 : 2);
    throw error;
  } finally {
    await database.close();
  }
}

print(await run(parse(process.argv.slice(2))));
