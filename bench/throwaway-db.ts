import { randomBytes } from 'node:crypto';
import { adminQuery } from '../server/test/pg-admin';

/**
 * A database made for one bench run on the PostgreSQL server of BENCH_DATABASE_URL (else
 * TEST_DATABASE_URL's, else the local one), dropped by `drop()`.
 */
export function throwawayDatabase(prefix: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = (query: string) => adminQuery(serverUrl, query);
  return {
    name,
    url: url.toString(),
    host: new URL(serverUrl).host,
    create: () => admin(`create database ${name}`),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
