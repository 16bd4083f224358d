/**
 * Why a PostgreSQL database could not be opened or migrated at start, in words that say what to do
 *. drizzle wraps the driver's error (`Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"`,
 * the real error in `cause`), and a connection to a name with several addresses fails as an
 * AggregateError of one error per address: both are looked through.
 */

/** The parts of a connection string a message may show: never the password. */
interface Target {
  host: string;
  port: string;
  user: string;
  database: string;
}

/**
 * Host, port, user and database of `databaseUrl`, with pg's defaults for what it leaves out (PGHOST,
 * PGPORT, PGUSER, PGDATABASE, else localhost, 5432, the login name, the user's name).
 */
function targetOf(databaseUrl: string): Target {
  let url: URL | undefined;
  try {
    url = new URL(databaseUrl);
  } catch {
    url = undefined;
  }
  const user = (url?.username ? decodeURIComponent(url.username) : '') || process.env.PGUSER || process.env.USER || 'postgres';
  const database = url && url.pathname.length > 1 ? decodeURIComponent(url.pathname.slice(1)) : process.env.PGDATABASE || user;
  return {
    host: url?.searchParams.get('host') || url?.hostname || process.env.PGHOST || 'localhost',
    port: url?.port || process.env.PGPORT || '5432',
    user,
    database,
  };
}

/** One error and what it is made of: its `cause` chain and an AggregateError's `errors`, depth first. */
function* chain(error: unknown, seen = new Set<unknown>()): Generator<{ code?: unknown; message?: unknown }> {
  if (!error || typeof error !== 'object' || seen.has(error)) return;
  seen.add(error);
  yield error as { code?: unknown; message?: unknown };
  const { errors, cause } = error as { errors?: unknown; cause?: unknown };
  if (Array.isArray(errors)) for (const inner of errors) yield* chain(inner, seen);
  yield* chain(cause, seen);
}

/** The innermost cause: the first error in the chain with a SQLSTATE or a system error code, else the deepest. */
function rootCause(error: unknown): { code: string | undefined; message: string } {
  let last: { code?: unknown; message?: unknown } | undefined;
  for (const e of chain(error)) {
    last = e;
    if (typeof e.code === 'string' && (/^[0-9A-Z]{5}$/.test(e.code) || /^E[A-Z_]+$/.test(e.code))) return { code: e.code, message: String(e.message ?? '') };
  }
  return { code: undefined, message: String(last?.message ?? error) };
}

/** `text` with every occurrence of the connection string and of its password replaced. */
function redact(text: string, databaseUrl: string): string {
  let out = text.split(databaseUrl).join('DATABASE_URL');
  try {
    const { password } = new URL(databaseUrl);
    for (const secret of new Set([password, decodeURIComponent(password)])) if (secret) out = out.split(secret).join('***');
  } catch {
    // Not a URL: no password to find in it.
  }
  return out;
}

/**
 * The message `npm start` prints when PostgreSQL cannot be opened or migrated: the real cause and what to
 * do, naming host, port, user and database but never the password. Covers: nothing listening (start one
 * with `npm run db:start`), a host that does not resolve, no answer in time, a database that does not
 * exist (the createdb command), a wrong password, a missing role, a pg_hba.conf or TLS refusal (sslmode),
 * a server starting up or full, and a user without the privileges the migrations need.
 * @param error what `openDatabase` threw (drizzle's wrapper, pg's error, or a socket error)
 * @param databaseUrl the DATABASE_URL it was given
 * @returns one line; the driver's own words for causes it does not know
 */
export function describeOpenError(error: unknown, databaseUrl: string): string {
  const { host, port, user, database } = targetOf(databaseUrl);
  const at = `${host}:${port}`;
  const { code, message } = rootCause(error);
  const said = redact(message, databaseUrl).replace(/\s+/g, ' ').trim();
  const tls = /SSL|TLS|certificate/i.test(said);
  let text: string;
  if (code === 'ECONNREFUSED') {
    text = `No PostgreSQL answers at ${at}: start one with \`npm run db:start\` or check DATABASE_URL.`;
  } else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    text = `The database host "${host}" is not found (${said}): check the host in DATABASE_URL.`;
  } else if (code === 'ETIMEDOUT' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || (!code && /timeout/i.test(said))) {
    text = `PostgreSQL at ${at} did not answer in time (${said}): check the host and port in DATABASE_URL, and that a firewall lets this machine reach it.`;
  } else if (code === '3D000') {
    text = `The database "${database}" does not exist on ${at} (${said}): create it with \`createdb -h ${host} -p ${port} -U ${user} ${database}\`, or as an administrator \`CREATE DATABASE ${database} OWNER ${user};\`.`;
  } else if (code === '28P01') {
    text = `PostgreSQL at ${at} refused the password of user "${user}" (${said}): check the password in DATABASE_URL (an administrator sets it with \`ALTER ROLE ${user} PASSWORD '…';\`).`;
  } else if (code === '28000' && /role .* does not exist/i.test(said)) {
    text = `The user "${user}" does not exist on ${at} (${said}): create it as an administrator with \`CREATE ROLE ${user} LOGIN PASSWORD '…';\`, or check the user in DATABASE_URL.`;
  } else if (code === '28000') {
    text = `PostgreSQL at ${at} refused user "${user}" on database "${database}" (${said}): allow it in the server's pg_hba.conf, or set sslmode in DATABASE_URL as the server requires (e.g. ?sslmode=verify-full).`;
  } else if (code === '42501') {
    text = `User "${user}" lacks a privilege the migrations need on database "${database}" (${said}): make it the database's owner (\`ALTER DATABASE ${database} OWNER TO ${user};\`), or grant it CREATE on the database and on schema public.`;
  } else if (code === '57P03') {
    text = `PostgreSQL at ${at} is starting up or shutting down (${said}): try again in a moment.`;
  } else if (code === '53300') {
    text = `PostgreSQL at ${at} has no connection to spare (${said}): stop some of its clients or raise its max_connections.`;
  } else if (tls) {
    text = `The TLS connection to PostgreSQL at ${at} failed (${said}): set sslmode in DATABASE_URL to what the server offers (?sslmode=disable for a server without TLS on a trusted network, ?sslmode=verify-full, and &sslrootcert=<its CA file> for a private CA, for one across networks).`;
  } else {
    // A migration that fails for a reason of its own: drizzle's wrapper names the statement.
    const top = error instanceof Error ? error.message.split('\n')[0]! : '';
    const query = top.startsWith('Failed query:') && top !== said ? `, in ${redact(top, databaseUrl).slice(0, 200)}` : '';
    text = `Could not open the PostgreSQL database "${database}" at ${at} as "${user}": ${said}${code ? ` (${code})` : ''}${query}.`;
  }
  return redact(text, databaseUrl);
}
