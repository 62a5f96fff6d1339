import pg from 'pg';

/** One statement on the test server's maintenance connection (create or drop a database). */
export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The same database on the replica's server: it appears there once the replica has replayed its creation. */
export async function onReplica(replicaServer: string, name: string): Promise<string> {
  const url = new URL(replicaServer);
  url.pathname = `/${name}`;
  const until = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      await client.end();
      return url.toString();
    } catch (err) {
      await client.end().catch(() => undefined);
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
