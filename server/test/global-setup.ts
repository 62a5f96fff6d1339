/**
 * Vitest global set-up for the API tests: migrate ONE template database per run, and let
 * every test file clone it (harness.ts) instead of migrating its own. On PGlite the template
 * is a data-directory dump in a temp file; on PostgreSQL it is a database used as
 * `CREATE DATABASE … TEMPLATE`. The suite's time then grows with its tests, not its files.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { adminQuery } from './pg-admin';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the migrated data directory, as a tar file to load. */
    pgliteTemplate: string;
    /** PostgreSQL: the migrated template database's name on TEST_DATABASE_URL's server. */
    pgTemplate: string;
  }
}


export default async function setup(project: TestProject) {
  const url = process.env.TEST_DB === 'pg' ? process.env.TEST_DATABASE_URL : undefined;
  if (url) {
    const name = `sd_tpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ url: dbUrl.toString() });
    await database.migrate();
    // A template must have no open connections when it is cloned.
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    return () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({});
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'sd-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
